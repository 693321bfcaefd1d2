import type { PackagesRepository } from '../../../api/ports/platform-repositories'
import type { PackageRecord } from '../../../api/schemas/package'
import type { EmulationScope } from '../dexie-transaction'
import { crudRepository } from './crud-repository'

/** search: name, description. Deleting a package clears it from its subscribers (SQL: ON DELETE SET NULL). */
export function packagesRepository(scope: EmulationScope): PackagesRepository {
  return crudRepository<PackageRecord, PackageRecord>(scope, {
    table: 'packages',
    tableOf: (t) => t.packages,
    fields: [
      'id',
      'name',
      'price',
      'currency',
      'billingPeriod',
      'isPopular',
      'isActive',
      'color',
      'icon',
      'subscriberCount',
      'createdAt',
      'updatedAt',
    ],
    searchFields: ['name', 'description'],
    defaultOrder: 'createdAt',
    timestampFields: ['createdAt', 'updatedAt'],
    indexedFields: ['name'],
    cascadeTables: ['users'],
    async onDelete(t, id) {
      await t.users.filter((user) => user.packageId === id).modify({ packageId: null })
    },
  })
}
