import type { PackagesRepository } from '../../api/ports/platform-repositories'
import type { PackageRecord } from '../../api/schemas/package'
import type { Db } from '../db/database'
import { packages } from '../db/schema/users'
import { toIso } from './convert'
import { crudRepository } from './crud'

type PackageRow = typeof packages.$inferSelect

function toRecord(row: PackageRow): PackageRecord {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    currency: row.currency as PackageRecord['currency'],
    billingPeriod: row.billingPeriod as PackageRecord['billingPeriod'],
    description: row.description,
    features: row.features,
    limitations: row.limitations,
    isPopular: row.isPopular,
    isActive: row.isActive,
    color: row.color as PackageRecord['color'],
    icon: row.icon as PackageRecord['icon'],
    subscriberCount: row.subscriberCount,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  }
}

export function packagesRepository(db: Db): PackagesRepository {
  return crudRepository(db, {
    table: packages,
    id: packages.id,
    columns: {
      id: packages.id,
      name: packages.name,
      price: packages.price,
      currency: packages.currency,
      billingPeriod: packages.billingPeriod,
      isPopular: packages.isPopular,
      isActive: packages.isActive,
      color: packages.color,
      icon: packages.icon,
      subscriberCount: packages.subscriberCount,
      createdAt: packages.createdAt,
      updatedAt: packages.updatedAt,
    },
    searchColumns: [packages.name, packages.description],
    defaultOrder: packages.createdAt,
    timestampFields: ['createdAt', 'updatedAt'],
    toRecord,
  })
}
