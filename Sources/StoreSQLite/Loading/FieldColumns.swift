import StoreRuntime

/// The statement's current row for a row type that reads its fields by
/// position (`ColumnsDecodable`): each field's column found once per table,
/// each value read as `RowColumnReader` reads it for `init(from:)`.
struct FieldColumns: StoredColumns {
    let reader: RowColumnReader
    /// The fields' names, for errors.
    let fields: [String]
    /// Each field's column, nil for a field the table has none for (added to
    /// the schema since).
    let columns: [Int?]

    init(reader: RowColumnReader, fields: [String]) {
        self.reader = reader
        self.fields = fields
        columns = fields.map { reader.names.firstIndex(of: $0) }
    }

    func update<Value: Decodable>(_ value: inout Value, field: Int) throws {
        guard columns.indices.contains(field), let index = columns[field], !reader.hasNull(at: index) else { return }
        value = try reader.value(Value.self, at: index, codingPath: [StoreCodingKey(fields[field])])
    }
}
