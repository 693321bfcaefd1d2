import { eq } from 'drizzle-orm'
import type { WebsitesRepository } from '../../api/ports/platform-repositories'
import type { WebsiteRecord } from '../../api/schemas/website'
import type { Db } from '../db/database'
import { websites } from '../db/schema/websites'
import { toIso } from './convert'
import { crudRepository } from './crud'

type WebsiteRow = typeof websites.$inferSelect

function toRecord(row: WebsiteRow): WebsiteRecord {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain ?? '',
    ownerEmail: row.ownerEmail,
    ownerId: row.ownerId,
    owner: row.owner,
    template: row.template as WebsiteRecord['template'],
    description: row.description,
    status: row.status as WebsiteRecord['status'],
    visitors: row.visitors,
    storage: row.storage,
    plan: row.plan,
    hostingInfo: row.hostingInfo ?? null,
    domainInfo: row.domainInfo ?? null,
    lastModified: toIso(row.lastModified),
    createdAt: toIso(row.createdAt),
  }
}

export function websitesRepository(db: Db): WebsitesRepository {
  const crud = crudRepository(db, {
    table: websites,
    id: websites.id,
    columns: {
      id: websites.id,
      name: websites.name,
      domain: websites.domain,
      ownerEmail: websites.ownerEmail,
      ownerId: websites.ownerId,
      owner: websites.owner,
      template: websites.template,
      status: websites.status,
      visitors: websites.visitors,
      storage: websites.storage,
      plan: websites.plan,
      lastModified: websites.lastModified,
      createdAt: websites.createdAt,
    },
    searchColumns: [websites.name, websites.domain, websites.ownerEmail],
    defaultOrder: websites.createdAt,
    timestampFields: ['lastModified', 'createdAt'],
    toRecord,
  })
  return {
    ...crud,
    async findByDomain(domain) {
      const [row] = await db.select().from(websites).where(eq(websites.domain, domain)).limit(1)
      return row ? toRecord(row) : null
    },
  }
}
