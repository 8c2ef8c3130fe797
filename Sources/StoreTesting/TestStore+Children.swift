import StoreRuntime

extension TestStore {
    /// Whether the state asked its parent to dismiss it (`Effect.dismiss`):
    /// what a test of a child feature alone asserts where its parent would
    /// close it. Once it is asked, the effects then running are cancelled, as
    /// the parent's would cancel them, and a `send` after it fails the test
    /// (the parent would have closed the feature); like `state`, reading it
    /// first lets the effects run until they wait.
    ///
    /// ```swift
    /// await store.receive(.endMeeting) { $0.standup.meetings = [meeting] }
    /// #expect(store.isDismissed)
    /// ```
    public var isDismissed: Bool {
        runEffects()
        return applier.isDismissed
    }

    /// Fails `call` (a `send`) when the state was dismissed, as its parent
    /// would have dropped the action: a closed feature hears nothing more.
    func refusesAfterDismissal(_ call: String, at site: CallSite) -> Bool {
        guard let dismissal = applier.dismissingAction else { return false }
        TestFailure.record(
            """
            \(call): the feature was dismissed by \(Self.describe(dismissal)) (Effect.dismiss): its parent \
            closed it, so the action reaches nothing
            """,
            at: site)
        return true
    }

    /// Asserts that the optional or one-of child in the state's field `child`
    /// (`\.addSheet`, `\.destination`) is absent, and that nothing it started
    /// still runs: the sheet was dismissed, whichever action did it, with no
    /// action of its own for the test to receive. Like `assert(_:)`, it
    /// first lets the effects run until they wait.
    ///
    /// ```swift
    /// store.send(.addSheet(.save)) { … }
    /// store.assertDismissed(\.addSheet)
    /// ```
    public func assertDismissed<Child>(
        _ child: KeyPath<State, Child?>,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        runEffects()
        guard let field = field(of: child, in: "assertDismissed", at: site) else { return }
        let call = "assertDismissed(\\.\(field))"
        if let present = state[keyPath: child] {
            TestFailure.record("\(call): the child is still there: \(present)", at: site)
        } else if effects.isRunning(ownedByChild: field) {
            TestFailure.record("\(call): the child is gone, but an effect it started still runs", at: site)
        }
    }

    /// Asserts that the screen `id` of the stack in the state's field `stack`
    /// (`\.path`) was pushed and is popped now, and that nothing it started
    /// still runs, whichever action popped it.
    ///
    /// ```swift
    /// let meeting = store.state.path.topID!
    /// await store.advance(by: .seconds(60))    // the meeting ends, its parent pops it
    /// store.assertPopped(\.path, id: meeting)
    /// ```
    public func assertPopped<Element>(
        _ stack: KeyPath<State, ChildStack<Element>>, id: StackElementID,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        runEffects()
        guard let field = field(of: stack, in: "assertPopped", at: site) else { return }
        let call = "assertPopped(\\.\(field), id: \(id))"
        let screens = state[keyPath: stack]
        if !screens.made(id) {
            TestFailure.record("\(call): no screen \(id) was ever pushed (the stack holds \(screens.ids))", at: site)
        } else if let screen = screens[id: id] {
            TestFailure.record("\(call): the screen is still on the stack: \(screen)", at: site)
        } else if effects.isRunning(ownedByChild: field, key: id) {
            TestFailure.record("\(call): the screen is popped, but an effect it started still runs", at: site)
        }
    }

    /// The name of the state's field `keyPath` reads (`addSheet` for
    /// `\AppState.addSheet`), the name its child's effects are owned by; a
    /// failure, and `nil`, for a key path that is not one field of the state.
    private func field(of keyPath: AnyKeyPath, in call: String, at site: CallSite) -> String? {
        let path = String(describing: keyPath)
        let typeName = "\\" + String(describing: State.self) + "."
        let name = path.hasPrefix(typeName) ? String(path.dropFirst(typeName.count)) : ""
        let fields = Mirror(reflecting: state).children.compactMap(\.label)
        guard fields.contains(name) else {
            TestFailure.record(
                "\(call)(\(path)): name a child held in a field of the state (\\.addSheet, \\.path), one of: "
                    + fields.joined(separator: ", "),
                at: site)
            return nil
        }
        return name
    }
}
