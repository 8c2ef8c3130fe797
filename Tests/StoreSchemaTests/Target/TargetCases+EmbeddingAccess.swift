extension TargetCases {
    /// Which stores a module may embed by access level: from another target only
    /// one it can see (package or public), and no store less visible than the
    /// one that embeds it.
    static let embeddingAccess: [TargetCase] = [
        TargetCase(
            "module embeds an internal store of another target",
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
                      feature: {store: Feature, import: Kit}
                    """
                ),
                (
                    "Kit/Feature.store.yaml",
                    """
                    store: Feature
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    """
                ),
            ],
            """
            App/App.store.yaml:7:3: error: module 'feature' embeds store 'Feature' from target 'Kit', \
            where it is internal; add 'access: package' to Feature.store.yaml so this target can use \
            its types
            """,
            "Kit/Feature.store.yaml:1:8: note: store 'Feature' is defined here"),
        TargetCase(
            "public store embeds a package store of another target",
            [
                (
                    "App/App.store.yaml",
                    """
                    store: App
                    access: public
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    modules:
                      feature: {store: Feature, import: Kit}
                    """
                ),
                (
                    "Kit/Feature.store.yaml",
                    """
                    store: Feature
                    access: package
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    """
                ),
            ],
            """
            App/App.store.yaml:8:3: error: module 'feature' embeds store 'Feature' from target 'Kit', \
            where it is package; add 'access: public' to Feature.store.yaml so this target can use its \
            types
            """,
            "Kit/Feature.store.yaml:1:8: note: store 'Feature' is defined here"),
        TargetCase(
            "internal store embeds a package store of another target",
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
                      feature: {store: Feature, import: Kit}
                    """
                ),
                (
                    "Kit/Feature.store.yaml",
                    """
                    store: Feature
                    access: package
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    """
                ),
            ]),
        TargetCase(
            "public store embeds a public store of another target",
            [
                (
                    "App/App.store.yaml",
                    """
                    store: App
                    access: public
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    modules:
                      feature: {store: Feature, import: Kit}
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
            ]),
        TargetCase(
            "public store embeds an internal store of the same target",
            [
                (
                    "App/App.store.yaml",
                    """
                    store: App
                    access: public
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
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    """
                ),
            ],
            """
            App/App.store.yaml:8:3: error: module 'child' embeds store 'Child', which is internal, in \
            this public store, whose declarations would use its types; add 'access: public' to \
            Child.store.yaml, or make this store internal
            """,
            "App/Child.store.yaml:1:8: note: store 'Child' is defined here"),
        TargetCase(
            "package store embeds an internal store of the same target",
            [
                (
                    "App/App.store.yaml",
                    """
                    store: App
                    access: package
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
                    actions:
                      go:
                    """
                ),
            ],
            """
            App/App.store.yaml:6:3: error: module 'child' embeds store 'Child', which is internal, in \
            this package store, whose declarations would use its types; add 'access: package' to \
            Child.store.yaml, or make this store internal
            """,
            "App/Child.store.yaml:1:8: note: store 'Child' is defined here"),
        TargetCase(
            "internal store embeds a public store of the same target, which embeds a package one",
            [
                (
                    "App/App.store.yaml",
                    """
                    store: App
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
                    access: public
                    state:
                      maybe: Int?
                    actions:
                      go:
                    modules:
                      leaf: {store: Leaf}
                    """
                ),
                (
                    "App/Leaf.store.yaml",
                    """
                    store: Leaf
                    access: public
                    actions:
                      go:
                    """
                ),
            ]),
    ]
}
