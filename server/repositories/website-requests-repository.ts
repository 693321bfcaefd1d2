import { and, eq } from 'drizzle-orm'
import type { WebsiteRequestsRepository } from '../../api/ports/core-loop-repositories'
import type { WebsiteRequestRecord } from '../../api/schemas/website-request'
import type { Db } from '../db/database'
import { websiteRequests } from '../db/schema/requests'
import { toIso, toRowValues } from './convert'
import { crudRepository } from './crud'

type Row = typeof websiteRequests.$inferSelect
type R = WebsiteRequestRecord

const TIMESTAMPS = ['requestDate', 'createdAt', 'updatedAt'] as const

function toRecord(row: Row): R {
  return {
    id: row.id,
    requestNumber: row.requestNumber,
    userId: row.userId,
    source: row.source as R['source'],
    status: row.status as R['status'],
    websiteName: row.websiteName,
    companyName: row.companyName,
    userName: row.userName,
    email: row.email,
    phone: row.phone,
    businessType: row.businessType,
    siteType: row.siteType,
    description: row.description,
    selectedPackage: row.selectedPackage as R['selectedPackage'],
    domain: row.domain,
    requestedDomain: row.requestedDomain,
    budget: row.budget,
    timeline: row.timeline,
    priority: row.priority as R['priority'],
    seo: row.seo as R['seo'],
    pages: row.pages as R['pages'],
    design: row.design as R['design'],
    features: row.features as R['features'],
    content: row.content as R['content'],
    gallery: row.gallery as R['gallery'],
    contact: row.contact as R['contact'],
    socialMedia: row.socialMedia as R['socialMedia'],
    hasHosting: row.hasHosting,
    hosting: row.hosting,
    hostingPasswordEncrypted: row.hostingPasswordEncrypted,
    hasDomain: row.hasDomain,
    domainDetails: row.domainDetails,
    domainPasswordEncrypted: row.domainPasswordEncrypted,
    specialRequests: row.specialRequests,
    inspiration: row.inspiration,
    notes: row.notes,
    adminNotes: row.adminNotes,
    websiteId: row.websiteId,
    requestDate: toIso(row.requestDate),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  }
}

/** search: websiteName, email, companyName. Unique: requestNumber. */
export function websiteRequestsRepository(db: Db): WebsiteRequestsRepository {
  const t = websiteRequests
  const crud = crudRepository<R, typeof t>(db, {
    table: t,
    id: t.id,
    columns: {
      id: t.id,
      requestNumber: t.requestNumber,
      userId: t.userId,
      source: t.source,
      status: t.status,
      websiteName: t.websiteName,
      companyName: t.companyName,
      email: t.email,
      businessType: t.businessType,
      siteType: t.siteType,
      selectedPackage: t.selectedPackage,
      priority: t.priority,
      websiteId: t.websiteId,
      requestDate: t.requestDate,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    },
    searchColumns: [t.websiteName, t.email, t.companyName],
    defaultOrder: t.createdAt,
    timestampFields: TIMESTAMPS,
    toRecord,
  })
  return {
    ...crud,
    async updateIfStatus(id, expected, patch) {
      const values = toRowValues(patch, TIMESTAMPS)
      delete values.id
      // One statement: of two admins moving the same request, only the first matches.
      const [row] = await db
        .update(t)
        .set(values)
        .where(and(eq(t.id, id), eq(t.status, expected)))
        .returning()
      return row ? toRecord(row) : null
    },
  }
}
