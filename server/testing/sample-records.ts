import { randomUUID } from 'node:crypto'
import type { UserRecord } from '../../api/schemas/user'
import type { WebsiteRecord } from '../../api/schemas/website'

// Complete records for repository tests; override what the test is about.

export function sampleUser(overrides: Partial<UserRecord> = {}): UserRecord {
  const now = new Date().toISOString()
  return {
    id: randomUUID(),
    name: 'Ayşe Yılmaz',
    email: `${randomUUID()}@example.com`,
    role: 'user',
    status: 'active',
    subscription: 'free',
    subscriptionStatus: 'active',
    subscriptionExpiry: null,
    packageId: null,
    phone: null,
    avatar: null,
    contactPreferences: { email: true, sms: false, whatsapp: true, phone: false },
    passwordHash: null,
    emailVerifiedAt: null,
    googleIssuer: null,
    googleSubject: null,
    lastLoginAt: null,
    createdAt: now,
    updatedAt: now,
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
    lastModified: now,
    createdAt: now,
    ...overrides,
  }
}
