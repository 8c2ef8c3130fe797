/// An alert or confirmation dialog the store presents (`alerts:`): its
/// title, message and buttons, each button an action of this store. The
/// generated code makes it a value (`AlertState<StoreAction>.name(…)`), held
/// by a `oneOf:` case with `alerts: true`.
public struct Alert: Sendable, Equatable {
    /// A piece of a title or message: text as written, or a parameter's
    /// value (`\(title)`).
    public enum TextPart: Sendable, Equatable {
        case text(String)
        case parameter(String)
    }

    /// One button, in the order shown.
    public struct Button: Sendable, Equatable {
        public var label: String
        /// `cancel` or `destructive`; `nil` for a plain button.
        public var role: String?
        /// The action of this store the button sends; `nil` when it only
        /// dismisses the alert. Its parameters are the alert's of the same names.
        public var action: String?
        public var location: SourceLocation

        public init(label: String, role: String? = nil, action: String? = nil, location: SourceLocation) {
            self.label = label
            self.role = role
            self.action = action
            self.location = location
        }
    }

    /// The factory's name (`deleteConfirmation`).
    public var name: String
    public var doc: String?
    /// `true` for a confirmation dialog (`style: dialog`), `false` for an alert.
    public var isDialog: Bool
    public var title: [TextPart]
    public var message: [TextPart]?
    /// What the title, message and buttons' actions are made from.
    public var params: [Field]
    public var buttons: [Button]
    public var location: SourceLocation

    public init(
        name: String, doc: String? = nil, isDialog: Bool = false, title: [TextPart], message: [TextPart]? = nil,
        params: [Field] = [], buttons: [Button] = [], location: SourceLocation
    ) {
        self.name = name
        self.doc = doc
        self.isDialog = isDialog
        self.title = title
        self.message = message
        self.params = params
        self.buttons = buttons
        self.location = location
    }
}
