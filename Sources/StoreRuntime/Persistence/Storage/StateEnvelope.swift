/// What a state file holds: the state together with its format version, so a
/// later app version can tell an old file (migrate it) from a newer one (keep
/// it aside rather than misread it).
struct StateEnvelope<State> {
    var version: Int
    var state: State
}

extension StateEnvelope: Encodable where State: Encodable {}
extension StateEnvelope: Decodable where State: Decodable {}
