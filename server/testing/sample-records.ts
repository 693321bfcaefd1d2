import { randomUUID } from 'node:crypto'
import { newUserRecord, type UserRecord } from '../../api/users/user.shared'
import { websiteEditDefaults, type WebsiteRecord } from '../../api/websites/website.shared'

// Complete records for repository tests; override what the test is about.

export function sampleUser(overrides: Partial<UserRecord> = {}): UserRecord {
  const user = { id: randomUUID(), name: 'Ayşe Yılmaz', email: `${randomUUID()}@example.com` }
  return {
    ...newUserRecord({ ...user, at: new Date().toISOString() }, { subscriptionStatus: 'active' }),
    ...overrides,
  }
}

export function sampleWebsite(overrides: Partial<WebsiteRecord> = {}): WebsiteRecord {
  const now = new Date().toISOString()
  return {
    id: randomUUID(),
    name: 'Örnek Site',
    domain: `${randomUUID().slice(0, 8)}.example.com`,
    ownerEmail: 'owner@example.com',
    ownerId: null,
    owner: null,
    template: 'business',
    description: '',
    status: 'active',
    visitors: 0,
    storage: 0,
    plan: null,
    hostingInfo: null,
    domainInfo: null,
    ...websiteEditDefaults(),
    lastModified: now,
    createdAt: now,
    ...overrides,
  }
}
