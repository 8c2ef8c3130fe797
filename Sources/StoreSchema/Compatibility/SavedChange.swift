/// One difference between the state an older schema saved and what a newer
/// schema reads back, before the migration policy decides how loud it is.
struct SavedChange {
    enum Effect {
        /// A file saved by the older schema no longer loads, or loses data.
        case breaking
        /// Files still load as before, but the change is worth a look.
        case compatible
    }

    var effect: Effect
    /// One sentence without the verdict: what changed, and what it does to a saved file.
    var message: String
    /// Where in the newer schema.
    var location: SourceLocation
}
