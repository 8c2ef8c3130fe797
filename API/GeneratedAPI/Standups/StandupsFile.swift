import Foundation
import StoreRuntime

extension Store where State == StandupsState, Action == StandupsAction {
    /// A store starting from the standups saved in `file`, which saves them
    /// there after each change (the screens are not saved). Keep the token:
    /// releasing it stops the saving.
    public static func saved(
        in file: StatePersistence<[Standup]>, dependencies: StoreDependencies = StoreDependencies()
    ) -> (store: StandupsStore, saving: SubscriptionToken) {
        let store = StandupsStore(initialState: StandupsState(standups: file.load() ?? []), dependencies: dependencies)
        // Handed to the file as each action is applied, so `settled()` then `file.flush()` writes the latest.
        return (store, store.subscribeSynchronously(fields: [.standups], select: { $0.standups }) { file.save($0) })
    }
}
