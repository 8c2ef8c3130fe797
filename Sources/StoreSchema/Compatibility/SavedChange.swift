/// One difference between the state an older schema saved and what a newer
/// schema reads back, before the migration policy decides how loud it is.
struct SavedChange {
    enum Effect {
        /// A file saved by the older schema no longer loads, or loses data.
        case breaking
        /// Files still load as before, but the change is worth a look.
        case compatible
        /// Not compared: what is saved there is not known (a child store
        /// whose schema was not given).
        case unchecked
    }

    var effect: Effect
    /// One sentence without the verdict: what changed, and what it does to a saved file.
    var message: String
    /// Where in the newer schema (a child's, for what a parent saves of it).
    var location: SourceLocation
    /// The store whose file saves the change's state, when it is a child's
    /// (its `version` and `migrations:` decide).
    var savedBy: String?
}
