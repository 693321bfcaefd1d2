import type { WebsitesRepository } from '../../../api/ports/platform-repositories'
import type { WebsiteRecord } from '../../../api/schemas/website'
import type { WebsiteRow } from '../dexie-db'
import type { EmulationScope } from '../dexie-transaction'
import { crudRepository } from './crud-repository'
import { stripDerived } from './record-query'

const DERIVED = ['domainKey'] as const

/** search: name, domain, ownerEmail. Unique: domain (case-insensitive, when not empty). */
export function websitesRepository(scope: EmulationScope): WebsitesRepository {
  const crud = crudRepository<WebsiteRecord, WebsiteRow>(scope, {
    table: 'websites',
    tableOf: (t) => t.websites,
    fields: [
      'id',
      'name',
      'domain',
      'ownerEmail',
      'ownerId',
      'owner',
      'template',
      'status',
      'visitors',
      'storage',
      'plan',
      'lastModified',
      'createdAt',
    ],
    searchFields: ['name', 'domain', 'ownerEmail'],
    defaultOrder: 'createdAt',
    timestampFields: ['lastModified', 'createdAt'],
    indexedFields: ['domain', 'ownerId', 'ownerEmail', 'status'],
    derivedKeys: DERIVED,
    derive(row) {
      const { domainKey: _previous, ...rest } = row
      // Plain toLowerCase, as the API and the SQL index lower(domain) (tr-TR would turn 'I' into 'ı').
      return row.domain ? { ...rest, domainKey: row.domain.toLowerCase() } : rest
    },
    unique: [{ name: 'domain_lower_unique', index: 'domainKey', key: (w) => w.domainKey ?? null }],
  })
  return {
    ...crud,
    findByDomain: (domain) =>
      scope.run('r', ['websites'], async (t) => {
        const row = await t.websites.where('domain').equals(domain).first()
        return row ? stripDerived<WebsiteRecord>(row, DERIVED) : null
      }),
  }
}
