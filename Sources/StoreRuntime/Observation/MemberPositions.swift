/// The position of each of a props type's members in its `fieldKeyPaths`,
/// found with one lookup per read of a model (`StoreModel`): by the
/// member's offset in the props, which a stored property's key path gives
/// without hashing it. Searching the list compares key paths one by one,
/// so a read would cost more the later its member; hashing key paths costs
/// more than either on every read.
///
/// The members are the props' own stored properties, as generated props
/// list them (a key path into a member's value would share its offset).
/// Members at the same offset (a zero-sized member beside another) cannot
/// be told apart by it: a read there counts as a read of every field, as a
/// member the props do not list does (too many redraws, never too few).
/// Members without an offset (computed ones) are searched in the list.
@usableFromInline
struct MemberPositions<Props> {
    /// The position of the member at each offset; `nil` where several are.
    @usableFromInline let byOffset: [Int: Int?]
    /// The members without an offset, with their positions.
    @usableFromInline let others: [(member: PartialKeyPath<Props>, position: Int)]

    @usableFromInline
    init(_ members: [PartialKeyPath<Props>]) {
        var byOffset: [Int: Int?] = [:]
        var others: [(member: PartialKeyPath<Props>, position: Int)] = []
        for (position, member) in members.enumerated() {
            guard let offset = MemoryLayout<Props>.offset(of: member) else {
                others.append((member, position))
                continue
            }
            byOffset[offset] = byOffset[offset] == nil ? position : .some(nil)
        }
        self.byOffset = byOffset
        self.others = others
    }

    /// The position of `member` in the list, or `nil` when the props do not
    /// list it (or it cannot be told from another member).
    @inlinable
    func position(of member: PartialKeyPath<Props>) -> Int? {
        if let offset = MemoryLayout<Props>.offset(of: member) { return byOffset[offset] ?? nil }
        return others.first { $0.member == member }?.position
    }
}
