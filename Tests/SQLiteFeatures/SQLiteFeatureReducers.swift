import StoreRuntime

extension JournalState: JournalReducer {
    /// Stamps two rows with `counter` (adding a row every tenth tick and
    /// removing one every fifteenth), stamps a note every third, and sets
    /// `checksum` to the sum of the stamps.
    package mutating func tick(counter: Int) {
        self.counter = counter
        if counter % 10 == 0 { rows.append(JournalRowState(id: 1_000_000 + counter, title: "added", stamp: counter)) }
        if counter % 15 == 0, rows.count > 1 { rows.remove(id: rows[rows.count / 2].id) }
        if !rows.isEmpty {
            for position in [counter % rows.count, (counter * 7 + 3) % rows.count] {
                rows[id: rows[position].id]?.stamp = counter
            }
        }
        if counter % 3 == 0, !notes.isEmpty { notes[counter % notes.count].stamp = counter }
        checksum = rows.reduce(0) { $0 + $1.stamp } + notes.reduce(0) { $0 + $1.stamp }
    }

    /// Whether `checksum` holds the sum of the stamps (one complete save).
    package var isConsistent: Bool {
        checksum == rows.reduce(0) { $0 + $1.stamp } + notes.reduce(0) { $0 + $1.stamp }
    }

    /// `rows` rows and `notes` notes, stamped 0.
    package static func filled(rows: Int, notes: Int) -> JournalState {
        JournalState(
            notes: (0..<notes).map { Note(id: $0, title: "note \($0)", stamp: 0, done: false) },
            rows: ChildList((0..<rows).map { JournalRowState(id: $0, title: "row \($0)") }))
    }
}

extension JournalRowState: JournalRowReducer {
    package mutating func rename(title: String) {
        self.title = title
    }
}

extension DiaryState: DiaryReducer {
    package mutating func write(page: Page) {
        pages.append(page)
    }
}

extension DiaryRowState: DiaryRowReducer {
    package mutating func rename(title: String) {
        self.title = title
    }
}

extension DiaryNextState: DiaryNextReducer {
    package mutating func write(page: NextPage) {
        pages.append(page)
    }
}

extension DiaryNextRowState: DiaryNextRowReducer {
    package mutating func rename(title: String) {
        self.title = title
    }
}

extension CatalogState: CatalogReducer {
    package mutating func add(item: Item) {
        items.append(item)
    }
}

extension DiaryRenamedState: DiaryRenamedReducer {
    package mutating func write(page: RenamedPage) {
        pages.append(page)
    }
}
