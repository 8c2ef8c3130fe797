import Foundation
internal import GRDB
@_spi(StateStorage) import StoreRuntime

extension SQLiteStateStorage {
    /// What migrating a database came to.
    private enum Migrated {
        case loaded(State, orders: [String: [Int64]])
        /// `migrate` threw, or its tables did not load: nothing was kept.
        case failed(reason: String)
        /// Another process changed the database between the load's read and its migration.
        case changed
    }

    /// Why a migration is rolled back: what `migrate` threw, or why its tables did not load.
    private struct MigrationFailure: Error {
        var reason: String
    }

    /// A database saved at `found`, which `migrations` lists: `migrate`
    /// runs, `PRAGMA user_version` is set to `version` and the state is
    /// read, in one transaction, committed only when the state loads (the
    /// columns of fields added since are added by the first save, as for a
    /// database of the current version). Otherwise the transaction is
    /// rolled back and the database, as it was, set aside and reported.
    /// Another process (a widget) may have migrated it since the load's
    /// read: the transaction reads it again first, and loads it as it is.
    func migrateAndLoad(_ database: DatabaseQueue, from found: Int) -> StateLoadOutcome<State> {
        let migrated: Migrated
        do {
            migrated = try database.writeWithoutTransaction { db in
                var migrated = Migrated.changed
                do {
                    try Self.inTransaction(db) { migrated = try migrateTables(in: db) }
                } catch let failure as MigrationFailure {
                    return .failed(reason: failure.reason)
                }
                return migrated
            }
        } catch {
            return .failed(.readFailed(file: url, reason: Self.reason(error)), blocksSaving: true)
        }
        switch migrated {
        case .loaded(let state, let orders):
            self.orders = orders
            return .loaded(state)
        case .failed(let reason):
            return setAside { .migrationFailed(file: url, keptAt: $0, found: found, reason: reason) }
        case .changed:
            return .failed(
                .readFailed(file: url, reason: "another process changed the database while it was migrated"),
                blocksSaving: true)
        }
    }

    /// Inside the migration's transaction: the state, migrated first when
    /// the database is still at a version `migrations` lists.
    private func migrateTables(in db: Database) throws -> Migrated {
        let reader = StoredStateReader(layout: layout, version: version)
        switch try reader.read(db) {
        case .state(let state, let orders):
            return .loaded(state, orders: orders)
        case .version(let saved) where saved < version && migrations.contains(saved):
            guard let migrate else { return .changed }
            do {
                try migrate(SQLiteMigration(db: db, savedVersion: saved, currentVersion: version))
            } catch {
                throw MigrationFailure(reason: Self.reason(error))
            }
            guard db.isInsideTransaction else {
                throw MigrationFailure(reason: "the migration ended the load's transaction, which it must leave open")
            }
            do {
                try db.execute(sql: "PRAGMA user_version = \(version)")
                guard case .state(let state, let orders) = try reader.read(db) else {
                    throw MigrationFailure(reason: "the migrated database is not a StoreGen state database")
                }
                return .loaded(state, orders: orders)
            } catch let failure as MigrationFailure {
                throw failure
            } catch {
                throw MigrationFailure(reason: "the migrated tables do not load: " + Self.reason(error))
            }
        case .empty, .foreign, .version:
            return .changed
        }
    }
}
