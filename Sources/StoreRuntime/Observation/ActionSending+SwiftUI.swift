// Where SwiftUI exists (never on Linux, so CI does not build this file).
#if canImport(SwiftUI)
import SwiftUI

@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
extension ActionSending {
    /// A binding of a control to one of the model's properties through an
    /// action: it reads `value` (so the view follows that field), and each
    /// edit sends `action` with the new value; the field changes when the
    /// store applies it.
    ///
    /// ```swift
    /// Picker("Show", selection: model.binding(\.visibility, sending: TodosAction.setVisibility(visibility:))) { … }
    /// ```
    public func binding<Value>(
        _ value: KeyPath<Self, Value>,
        sending action: @escaping @MainActor (Value) -> Action
    ) -> Binding<Value> {
        Binding(get: { self[keyPath: value] }, set: { self.send(action($0)) })
    }
}
#endif
