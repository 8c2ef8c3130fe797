extension TargetCases {
    /// Which stores a module may embed: one its target defines or imports, that
    /// starts on its own (every state field has a default), and that does not
    /// embed it back.
    static let embedding: [TargetCase] = [
        TargetCase(
            "module embeds a store its target does not define",
            [
                (
                    "App/App.store.yaml",
                    """
                    store: App
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    modules:
                      feature: {store: Featur, import: Kit}
                    """
                ),
                (
                    "Kit/Feature.store.yaml",
                    """
                    store: Feature
                    access: public
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    """
                ),
            ],
            """
            App/App.store.yaml:7:3: error: module 'feature' embeds store 'Featur', but no schema of \
            target 'Kit' defines it; did you mean 'Feature'?
            """),
        TargetCase(
            "module embeds a store of the same target",
            [
                (
                    "App/App.store.yaml",
                    """
                    store: App
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    modules:
                      feature: {store: Feature}
                    """
                ),
                (
                    "App/Feature.store.yaml",
                    """
                    store: Feature
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    """
                ),
            ]),
        TargetCase(
            "module embeds a store no schema of its target defines, without import",
            [
                (
                    "App/App.store.yaml",
                    """
                    store: App
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    modules:
                      child: {store: Nowhere}
                    """
                )
            ],
            """
            App/App.store.yaml:7:3: error: module 'child' embeds store 'Nowhere', but no schema of this \
            target defines it; add 'import:' naming the target whose schema defines it, or add that \
            schema to this target
            """),
        TargetCase(
            "module embeds a misspelt store of its own target",
            [
                (
                    "App/App.store.yaml",
                    """
                    store: App
                    actions:
                      go:
                    modules:
                      child: {store: Chid}
                    """
                ),
                (
                    "App/Child.store.yaml",
                    """
                    store: Child
                    actions:
                      go:
                    """
                ),
            ],
            """
            App/App.store.yaml:5:3: error: module 'child' embeds store 'Chid', but no schema of this \
            target defines it; did you mean 'Child'?
            """),
        TargetCase(
            "two stores embed each other",
            [
                (
                    "App/A.store.yaml",
                    """
                    store: A
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    modules:
                      b: {store: B}
                    """
                ),
                (
                    "App/B.store.yaml",
                    """
                    store: B
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    modules:
                      a: {store: A}
                    """
                ),
            ],
            """
            App/A.store.yaml:7:3: error: module 'b' embeds store 'B', which embeds 'A' again (A → B → \
            A); a store's state cannot contain itself, so remove one of these modules
            """,
            """
            App/B.store.yaml:7:3: error: module 'a' embeds store 'A', which embeds 'B' again (B → A → \
            B); a store's state cannot contain itself, so remove one of these modules
            """),
        TargetCase(
            "three stores embed each other in a ring, a fourth embeds the ring",
            [
                (
                    "App/A.store.yaml",
                    """
                    store: A
                    actions:
                      go:
                    modules:
                      b: {store: B}
                    """
                ),
                (
                    "App/B.store.yaml",
                    """
                    store: B
                    actions:
                      go:
                    modules:
                      c: {store: C}
                    """
                ),
                (
                    "App/C.store.yaml",
                    """
                    store: C
                    actions:
                      go:
                    modules:
                      a: {store: A}
                    """
                ),
                (
                    "App/D.store.yaml",
                    """
                    store: D
                    actions:
                      go:
                    modules:
                      a: {store: A}
                    """
                ),
            ],
            """
            App/A.store.yaml:5:3: error: module 'b' embeds store 'B', which embeds 'A' again (A → B → C \
            → A); a store's state cannot contain itself, so remove one of these modules
            """,
            """
            App/B.store.yaml:5:3: error: module 'c' embeds store 'C', which embeds 'B' again (B → C → A \
            → B); a store's state cannot contain itself, so remove one of these modules
            """,
            """
            App/C.store.yaml:5:3: error: module 'a' embeds store 'A', which embeds 'C' again (C → A → B \
            → C); a store's state cannot contain itself, so remove one of these modules
            """),
        TargetCase(
            "embedded store has a state field without a default",
            [
                (
                    "App/App.store.yaml",
                    """
                    store: App
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    modules:
                      child: {store: Child}
                    """
                ),
                (
                    "App/Child.store.yaml",
                    """
                    store: Child
                    state:
                      x: Int
                      maybe: Int?
                      counted: {type: Int, default: 0}
                    actions:
                      go:
                    """
                ),
            ],
            """
            App/App.store.yaml:7:3: error: module 'child' embeds store 'Child', whose state field 'x' \
            has no default, so this store cannot create it; give it a default (or an optional type) in \
            Child.store.yaml
            """,
            "App/Child.store.yaml:3:3: note: 'x' is declared here"),
        TargetCase(
            "embedded store of another target has state fields without defaults",
            [
                (
                    "App/App.store.yaml",
                    """
                    store: App
                    actions:
                      go:
                    modules:
                      child: {store: Child, import: Kit}
                    """
                ),
                (
                    "Kit/Child.store.yaml",
                    """
                    store: Child
                    access: package
                    state:
                      x: Int
                      y: String
                    actions:
                      go:
                    """
                ),
            ],
            """
            App/App.store.yaml:5:3: error: module 'child' embeds store 'Child', whose state fields 'x', \
            'y' have no default, so this store cannot create it; give each a default (or an optional \
            type) in Child.store.yaml
            """,
            "Kit/Child.store.yaml:4:3: note: 'x' is declared here"),
    ]
}
