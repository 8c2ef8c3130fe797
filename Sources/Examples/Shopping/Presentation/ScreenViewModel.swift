/// The view model of whichever screen is shown: what a screen draws, already
/// formatted, so drawing needs no knowledge of the state.
enum ScreenViewModel: Equatable, Sendable {
    case catalog(CatalogViewModel)
    case product(ProductViewModel)
    case cart(CartViewModel)
    case checkout(CartViewModel)
}
