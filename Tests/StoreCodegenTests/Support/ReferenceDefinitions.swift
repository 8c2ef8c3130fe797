import StoreSchema

/// Schemas built directly as validated models, mirroring what the loader
/// produces for the YAML files of the same names.
enum ReferenceDefinitions {
    static func at(_ file: String, _ line: Int, _ column: Int = 3) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// The counter of Schemas/Counter.store.yaml.
    static var counter: StoreDefinition {
        let file = "Counter.store.yaml"
        return StoreDefinition(
            name: "Counter", access: .public,
            state: [Field(name: "count", type: .named("Int"), defaultValue: .integer("0"), location: at(file, 4))],
            actions: [
                Action(name: "increment", location: at(file, 6)),
                Action(
                    name: "add", params: [Field(name: "amount", type: .named("Int"), location: at(file, 7, 9))],
                    location: at(file, 7)),
            ],
            subscriptions: [
                Subscription(name: "display", kind: .state(fields: ["count"], delivery: .main), location: at(file, 9)),
                Subscription(name: "audit", kind: .actions(names: ["add"], delivery: .main), location: at(file, 10)),
            ],
            file: file)
    }

    /// The time tracker of Schemas/TimeTracker.store.yaml, with its `reports` module left out
    /// (a module needs the embedded store's generated code; see `everything`).
    static var timeTracker: StoreDefinition {
        let file = "TimeTracker.store.yaml"
        return StoreDefinition(
            name: "TimeTracker", doc: "Tracks time spent on projects.", access: .public, version: 1, persist: true,
            imports: ["Foundation"],
            types: [
                TypeDefinition(
                    name: "Project",
                    kind: .structure(fields: [
                        Field(name: "id", type: .named("UUID"), location: at(file, 15, 7)),
                        Field(name: "name", type: .named("String"), location: at(file, 16, 7)),
                        Field(
                            name: "activities", type: .array(.named("Activity")), defaultValue: .array([]),
                            location: at(file, 17, 7)),
                    ]), location: at(file, 13)),
                TypeDefinition(
                    name: "Activity",
                    kind: .structure(fields: [
                        Field(name: "name", type: .named("String"), location: at(file, 20, 7)),
                        Field(name: "start", type: .named("Date"), location: at(file, 21, 7)),
                        Field(name: "end", type: .optional(.named("Date")), location: at(file, 22, 7)),
                    ]), location: at(file, 18)),
                TypeDefinition(
                    name: "Filter",
                    kind: .enumeration(cases: [
                        EnumCase(name: "all", location: at(file, 24, 11)),
                        EnumCase(name: "running", location: at(file, 24, 16)),
                        EnumCase(name: "finished", location: at(file, 24, 25)),
                    ]), location: at(file, 23)),
                TypeDefinition(
                    name: "Sync",
                    kind: .enumeration(cases: [
                        EnumCase(name: "idle", location: at(file, 27, 7)),
                        EnumCase(
                            name: "failed",
                            payload: [Field(name: "message", type: .named("String"), location: at(file, 28, 16))],
                            location: at(file, 28, 7)),
                    ]), location: at(file, 25)),
            ],
            state: [
                Field(
                    name: "projects", type: .array(.named("Project")), defaultValue: .array([]),
                    doc: "All projects, newest first.", location: at(file, 31)),
                Field(name: "selectedProject", type: .optional(.named("UUID")), location: at(file, 32)),
                Field(
                    name: "filter", type: .named("Filter"), defaultValue: .enumCase("all", payload: []),
                    location: at(file, 33)),
                Field(
                    name: "draftName", type: .named("String"), defaultValue: .string(""), persist: false,
                    location: at(file, 34)),
            ],
            actions: [
                Action(
                    name: "addProject",
                    params: [Field(name: "name", type: .named("String"), location: at(file, 37, 16))],
                    location: at(file, 37)),
                Action(
                    name: "startActivity", doc: "Starts timing a new activity.",
                    params: [
                        Field(name: "project", type: .named("UUID"), location: at(file, 40, 14)),
                        Field(name: "name", type: .named("String"), location: at(file, 40, 29)),
                        Field(name: "at", type: .named("Date"), location: at(file, 40, 43)),
                    ], location: at(file, 38)),
                Action(
                    name: "stopActivity",
                    params: [
                        Field(name: "project", type: .named("UUID"), location: at(file, 41, 18)),
                        Field(name: "at", type: .named("Date"), location: at(file, 41, 33)),
                    ], location: at(file, 41)),
                Action(
                    name: "setFilter",
                    params: [Field(name: "filter", type: .named("Filter"), location: at(file, 42, 15))],
                    location: at(file, 42)),
                Action(name: "reset", location: at(file, 43)),
            ],
            subscriptions: [
                Subscription(
                    name: "projectList", kind: .state(fields: ["projects", "filter"], delivery: .main),
                    location: at(file, 50)),
                Subscription(
                    name: "runningCount", kind: .state(fields: ["projects"], delivery: .main), location: at(file, 53)),
                Subscription(
                    name: "audit", kind: .actions(names: ["addProject", "stopActivity"], delivery: .main),
                    location: at(file, 55)),
            ],
            file: file)
    }
}
