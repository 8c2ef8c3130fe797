import StoreSchema

/// The schema `storegen init` writes: small, valid, and touching each
/// section a new user needs (state, actions with and without parameters,
/// a subscription), with comments saying what each becomes.
enum StarterSchema {
    /// The starter for store `name`, which is spelled quoted where YAML
    /// would read it as something else (`store: "true"`).
    static func text(name: String, jsonSchema: String) -> String {
        """
        # yaml-language-server: $schema=\(jsonSchema)
        # `swift build` (with StoreGenPlugin on this target) turns this file into
        # \(name)State, \(name)Action, the \(name)Reducer protocol and \(name)Store.
        store: \(YAMLScalarText.scalar(name))
        doc: Describe what the \(name) store holds.

        state:
          count: {type: Int, default: 0, doc: An example field; replace it with yours.}

        actions:
          increment:                # no parameters
          add: {amount: Int}        # parameters, passed to your reducer method
          reset:

        subscriptions:
          display: {select: [count]}   # what a view needs, delivered when it changes

        """
    }
}
