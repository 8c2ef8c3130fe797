/// A cache holding at most `maxEntries` values and at most `maxCost` of
/// their summed cost, dropping the least recently used first: a memory bound
/// that holds whatever sequence of keys is asked for. Not thread-safe.
struct LRUCache<Key: Hashable, Value> {
    let maxEntries: Int
    let maxCost: Int
    private let cost: (Value) -> Int
    private var values: [Key: (value: Value, used: Int)] = [:]
    private var clock = 0
    private(set) var totalCost = 0

    init(maxEntries: Int, maxCost: Int, cost: @escaping (Value) -> Int) {
        self.maxEntries = maxEntries
        self.maxCost = maxCost
        self.cost = cost
    }

    var count: Int { values.count }

    mutating func value(for key: Key) -> Value? {
        guard let entry = values[key] else { return nil }
        clock += 1
        values[key] = (entry.value, clock)
        return entry.value
    }

    /// Stores `value`; a value costing more than `maxCost` alone is not kept.
    mutating func set(_ value: Value, for key: Key) {
        if let old = values.removeValue(forKey: key) { totalCost -= cost(old.value) }
        let valueCost = cost(value)
        guard valueCost <= maxCost else { return }
        while values.count >= maxEntries || totalCost + valueCost > maxCost,
            let oldest = values.min(by: { $0.value.used < $1.value.used })
        {
            totalCost -= cost(oldest.value.value)
            values.removeValue(forKey: oldest.key)
        }
        clock += 1
        values[key] = (value, clock)
        totalCost += valueCost
    }
}
