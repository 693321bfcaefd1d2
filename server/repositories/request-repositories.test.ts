import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Repositories } from '../../api/ports'
import type { InvoiceRecord } from '../../api/invoices/invoice.shared'
import type { NotificationRecord } from '../../api/notifications/notification.shared'
import type { WebsiteRequestRecord } from '../../api/website-requests/website-request.shared'
import type { TestPorts } from '../testing/create-test-ports'
import { createPgliteTestPorts, createPostgresTestPorts } from '../testing/create-test-ports'
import { sampleUser } from '../testing/sample-records'
import { invoiceResource } from '../../api/invoices/invoice-resource'

// Website requests (status compare-and-set), notifications (feed and read marks), invoices, customer
// requests, tickets and uploads, on PGlite and on a real PostgreSQL server.

const stores = [
  ['pglite', createPgliteTestPorts],
  ['postgres', createPostgresTestPorts],
] as const

const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1) + seconds * 1000).toISOString()

function websiteRequest(overrides: Partial<WebsiteRequestRecord> = {}): WebsiteRequestRecord {
  return {
    id: randomUUID(),
    requestNumber: String(Math.floor(100_000 + Math.random() * 900_000)),
    userId: null,
    source: 'form',
    status: 'pending',
    websiteName: 'Şahin Kuaför',
    companyName: 'Şahin Güzellik',
    userName: null,
    email: 'elif@example.com',
    phone: null,
    businessType: 'guzellik',
    siteType: null,
    description: null,
    selectedPackage: 'basic',
    rejectionReason: null,
    domain: null,
    requestedDomain: 'sahinkuafor.com',
    budget: null,
    timeline: null,
    priority: 'normal',
    seo: { metaTitle: 'Kuaför', keywords: ['saç', 'bakım'] },
    pages: { about: true, custom: ['Fiyatlar'] },
    design: { colorScheme: 'warm', colors: { primary: '#aa3300' } },
    features: { bookingSystem: true },
    content: { slogan: 'Güzelliğe dokunun', hours: ['09-18'] },
    gallery: { items: [{ name: 'salon.jpg' }] },
    contact: { phone: '+90 505 000 00 00' },
    socialMedia: { instagram: '@sahin' },
    builderForm: null,
    hasHosting: true,
    hosting: { provider: 'Natro', username: 'ftp' },
    hostingPasswordEncrypted: 'v1.aaa.bbb',
    hasDomain: false,
    domainDetails: {},
    domainPasswordEncrypted: null,
    specialRequests: null,
    inspiration: null,
    notes: null,
    adminNotes: null,
    websiteId: null,
    requestDate: at(0),
    createdAt: at(0),
    updatedAt: at(0),
    ...overrides,
  }
}

describe.each(stores)('request repositories on %s', (_name, create) => {
  let store: TestPorts | null = null
  let repos: Repositories

  beforeAll(async () => {
    store = await create()
    if (store) repos = store.ports.repos
  }, 120_000)
  afterAll(async () => {
    await store?.close()
  }, 60_000)

  it('round-trips a website request with every nested group', async (context) => {
    if (!store) return context.skip()
    const record = websiteRequest()
    expect(await repos.websiteRequests.create(record)).toEqual(record)
    expect(await repos.websiteRequests.findById(record.id)).toEqual(record)
    await expect(
      repos.websiteRequests.create(websiteRequest({ requestNumber: record.requestNumber })),
    ).rejects.toThrow()
    expect((await repos.websiteRequests.list({ search: 'ŞAHİN' })).map((r) => r.id)).toContain(record.id)
  })

  it('moves a request on only while its status is the expected one', async (context) => {
    if (!store) return context.skip()
    const record = await repos.websiteRequests.create(websiteRequest())
    const moves = await Promise.all(
      ['in-progress', 'rejected'].map((status) =>
        repos.websiteRequests.updateIfStatus(record.id, 'pending', {
          status: status as WebsiteRequestRecord['status'],
          updatedAt: at(5),
        }),
      ),
    )
    expect(moves.filter(Boolean)).toHaveLength(1)
    expect(
      await repos.websiteRequests.updateIfStatus(record.id, 'pending', { status: 'in-progress' }),
    ).toBeNull()
    expect(
      await repos.websiteRequests.updateIfStatus('missing', 'pending', { status: 'in-progress' }),
    ).toBeNull()
  })

  it('shows customers the sent notifications addressed to them and keeps read marks', async (context) => {
    if (!store) return context.skip()
    const ayse = await repos.users.create(sampleUser())
    const can = await repos.users.create(sampleUser())
    const notification = (overrides: Partial<NotificationRecord>): NotificationRecord => ({
      id: randomUUID(),
      title: 'Bakım',
      message: 'Planlı bakım',
      type: 'system',
      target: 'all',
      targetValue: null,
      status: 'sent',
      recipients: 2,
      recipientIds: [ayse.id, can.id],
      createdBy: 'Admin',
      scheduledAt: null,
      sentAt: at(1),
      createdAt: at(1),
      ...overrides,
    })
    const first = await repos.notifications.create(notification({}))
    const second = await repos.notifications.create(
      notification({ recipientIds: [ayse.id], createdAt: at(2) }),
    )
    await repos.notifications.create(notification({ status: 'draft', recipientIds: [ayse.id] }))
    expect((await repos.notifications.listForRecipient(ayse.id)).map((n) => n.id)).toEqual([
      second.id,
      first.id,
    ])
    expect((await repos.notifications.listForRecipient(can.id)).map((n) => n.id)).toEqual([first.id])
    expect(await repos.notifications.countForRecipient(ayse.id, { unreadOnly: true })).toBe(2)
    await repos.notifications.markRead(first.id, ayse.id, at(3))
    await repos.notifications.markRead(first.id, ayse.id, at(4))
    expect(await repos.notifications.countForRecipient(ayse.id, { unreadOnly: true })).toBe(1)
    expect(await repos.notifications.countForRecipient(ayse.id)).toBe(2)
    expect(await repos.notifications.readIds(ayse.id, [first.id, second.id])).toEqual([first.id])
    expect(await repos.notifications.readIds(can.id, [first.id])).toEqual([])
    await repos.users.delete(ayse.id)
    expect(await repos.notifications.readIds(ayse.id, [first.id])).toEqual([])
  })

  it('keeps invoice numbers unique and stores integer amounts and dates', async (context) => {
    if (!store) return context.skip()
    const invoice: InvoiceRecord = {
      id: randomUUID(),
      number: `INV-${randomUUID().slice(0, 6)}`,
      userId: null,
      customerName: 'Zeynep Kaya',
      customerEmail: 'zeynep@example.com',
      amount: 999,
      currency: 'TRY',
      status: 'pending',
      subscription: 'Premium Plan',
      description: null,
      issueDate: at(0),
      dueDate: at(30 * 86_400),
      paidDate: null,
      customerPhone: null,
      packageId: null,
      lines: [{ description: 'Abonelik', quantity: 1, unitPriceKurus: 99900 }],
      taxRate: 20,
      subtotalKurus: 99900,
      taxKurus: 19980,
      totalKurus: 119880,
      payments: [],
      createdAt: at(0),
      updatedAt: at(0),
    }
    expect(await repos.resource(invoiceResource).create(invoice)).toEqual(invoice)
    await expect(repos.resource(invoiceResource).create({ ...invoice, id: randomUUID() })).rejects.toThrow()
    const paid = await repos
      .resource(invoiceResource)
      .update(invoice.id, { status: 'paid', paidDate: at(60) })
    expect(paid).toEqual({ ...invoice, status: 'paid', paidDate: at(60) })
    expect(await repos.resource(invoiceResource).count({ search: 'zeynep@' })).toBeGreaterThanOrEqual(1)
  })

  it('stores customer requests, support tickets and uploads for their owner', async (context) => {
    if (!store) return context.skip()
    const owner = await repos.users.create(sampleUser())
    const request = {
      id: randomUUID(),
      userId: owner.id,
      websiteId: null,
      type: 'gallery' as const,
      title: 'Yeni fotoğraflar',
      description: 'Galeriye ekleyin',
      website: 'ornek.com',
      priority: 'medium' as const,
      status: 'pending' as const,
      adminNotes: null,
      assigneeId: null,
      createdAt: at(0),
      updatedAt: at(0),
    }
    expect(await repos.customerRequests.create(request)).toEqual(request)
    expect(await repos.customerRequests.list({ filter: { userId: owner.id } })).toEqual([request])
    const ticket = {
      id: randomUUID(),
      userId: owner.id,
      title: 'E-posta kurulumu',
      description: 'Yardım',
      priority: 'normal' as const,
      status: 'open' as const,
      adminResponse: null,
      assigneeId: null,
      closedAt: null,
      createdAt: at(0),
      updatedAt: at(0),
    }
    expect(await repos.supportTickets.create(ticket)).toEqual(ticket)
    const upload = {
      id: randomUUID(),
      userId: owner.id,
      websiteId: null,
      requestId: request.id,
      category: 'photos' as const,
      originalName: 'Dükkan Önü.jpg',
      mimeType: 'image/jpeg' as const,
      sizeBytes: 123_456,
      storageKey: `${owner.id}/${randomUUID()}`,
      sha256: 'ab'.repeat(32),
      // No copies made yet (api/uploads/image-variants.ts): SQL has NULL.
      variants: null,
      createdAt: at(0),
    }
    expect(await repos.uploads.create(upload)).toEqual(upload)
    await expect(repos.uploads.create({ ...upload, id: randomUUID() })).rejects.toThrow()
    expect(await repos.uploads.count({ search: 'dükkan' })).toBe(1)
    // Deleting the account takes its requests, tickets and uploads with it.
    await repos.users.delete(owner.id)
    expect(await repos.customerRequests.findById(request.id)).toBeNull()
    expect(await repos.supportTickets.findById(ticket.id)).toBeNull()
    expect(await repos.uploads.findById(upload.id)).toBeNull()
  })
})
