/// The app's header: who is signed in, and the theme. Fed by the `header`
/// subscription, so it redraws only when one of those two fields changes.
@MainActor
final class HeaderView {
    private let draw: @MainActor (String) -> Void
    private(set) var title = ""

    init(draw: @escaping @MainActor (String) -> Void) {
        self.draw = draw
    }

    func show(_ props: AppHeaderProps) {
        title = "\(props.userName ?? "not signed in") · \(props.theme) theme"
        draw(title)
    }
}
