import StoreRuntime

// The handlers of Tally.store.yaml and Panel.store.yaml (cases (a-gen) and (m)).

extension TallyState: TallyReducer {
    mutating func increment() {
        count &+= 1
    }
}

extension PanelState: PanelReducer {
    mutating func rename(title: String) {
        self.title = title
    }
}
