import { describe, expect, it } from 'vitest'
import { sessionResponseSchema } from '../../api/auth/auth.shared'
import { copyDemoAccount } from '../../api/demo/copy-demo-account'
import { demoLiveWebsite } from '../../api/demo/demo-account'
import { listedDemoKeys } from '../../api/demo/demo-record-keys'
import { parseInvoiceNumber } from '../../api/invoices/invoice-numbers'
import { resources } from '../../api/kernel/resources'
import { createServices } from '../../api/services'
import { DEMO_ADMIN, DEMO_CUSTOMER, seedDemoData } from '../../sw/emulation/seed/seed-demo-data'
import { useContractStore, type Harness } from './harness'
import { stores } from './stores'

// The offline demo (docs/rules/offline-demo-and-sync.md#demo-data): a demo customer signing in with an
// address of their own gets their own copy of demo@sitekur.app's records, on the stores that run without
// SQL (the service worker's Dexie, and memory); the copy is made by the API, so the store is all that varies.

const demoConfig = (h: Harness) => ({ ...h.ports.config, acceptsDemoTokens: true, issuesDemoTokens: true })

type Item = Record<string, unknown>
const MINE = {
  websites: '/api/me/websites',
  websiteRequests: '/api/me/website-requests',
  invoices: '/api/me/invoices',
  notifications: '/api/me/notifications',
  customerRequests: '/api/me/customer-requests',
  supportTickets: '/api/me/support-tickets',
  approvals: '/api/me/approvals',
} as const
type Records = Record<keyof typeof MINE, Item[]>

/** What a demo customer's screens list. */
async function recordsOf(h: Harness, token: string): Promise<Records> {
  const entries = await Promise.all(
    Object.entries(MINE).map(async ([name, path]) => {
      const res = await h.call('GET', `${path}?pageSize=100`, { token })
      expect(res.status, `${path}: ${res.text}`).toBe(200)
      const data = (res.body as { data: { items?: Item[] } }).data
      expect(Array.isArray(data.items), `${path}: ${res.text}`).toBe(true)
      return [name, data.items ?? []] as const
    }),
  )
  return Object.fromEntries(entries) as Records
}

/** The records without what a copy must make its own (ids, domains, numbers, owner, dates). */
function shapeOf(records: Records) {
  const pick = (items: Item[], fields: string[]) =>
    items.map((item) => fields.map((f) => JSON.stringify(item[f] ?? null)).join('|')).sort()
  return {
    websites: pick(records.websites, ['name', 'status', 'template', 'visitors']),
    live: records.websites.filter((w) => w.publishedAt).map((w) => w.name),
    websiteRequests: pick(records.websiteRequests, ['websiteName', 'status', 'source', 'selectedPackage']),
    invoices: pick(records.invoices, ['amount', 'status', 'subscription', 'totalKurus']),
    notifications: pick(records.notifications, ['title', 'type', 'read']),
    customerRequests: pick(records.customerRequests, ['title', 'type', 'status', 'priority']),
    supportTickets: pick(records.supportTickets, ['title', 'status', 'priority']),
    approvals: pick(records.approvals, ['type', 'status', 'reason']),
  }
}

/** The values that must be a copy's own: every id, domain and number. */
function uniqueValuesOf(records: Records): string[] {
  return Object.values(records)
    .flat()
    .flatMap((item) => [item.id, item.domain, item.number, item.requestNumber, item.request_number])
    .filter((value): value is string => typeof value === 'string' && value !== '')
}

describe.each(stores.filter((s) => s.name === 'dexie' || s.name === 'memory'))('store: $name', (factory) => {
  const h = useContractStore(factory)

  let signIns = 0
  const signIn = async (email: string) => {
    signIns++
    const res = await h.post('/api/auth/login', { email, password: 'herhangi-bir-sifre' })
    expect(res.status, res.text).toBe(200)
    return sessionResponseSchema.parse(res.body).data
  }
  const storeCounts = async () => {
    const { repos } = h.ports
    return Promise.all([
      repos.websites.count(),
      repos.websiteRequests.count(),
      repos.notifications.count(),
      repos.customerRequests.count(),
      repos.supportTickets.count(),
      repos.resource(resources.invoices).count(),
      repos.resource(resources.siteVisits).count(),
      repos.resource(resources.threadReplies).count(),
      repos.resource(resources.approvals).count(),
      repos.resource(resources.formSubmissions).count(),
      // Each sign-in writes its own entry; the copy's entries are written once.
      repos
        .resource(resources.activityLog)
        .count()
        .then((n) => n - signIns),
    ])
  }

  it('any new address gets its own copy of the demo customer’s records, once, leaving hers untouched', async () => {
    h.withPorts({ config: demoConfig(h) })
    const ports = { ...h.ports, config: demoConfig(h) }
    // The offline demo as the service worker starts it: the seed, then Demo Kafe published.
    await seedDemoData(ports)
    const [admin, demo] = await Promise.all([
      ports.repos.users.findByEmail(DEMO_ADMIN.email),
      ports.repos.users.findByEmail(DEMO_CUSTOMER.email),
    ])
    const kafe = demo && (await demoLiveWebsite(ports.repos, demo, listedDemoKeys))
    if (!admin || !kafe) throw new Error('the demo seed has no demo customer or Demo Kafe')
    await createServices(ports).publishing.publish(kafe.id, admin, '127.0.0.1')

    const demoToken = (await signIn(DEMO_CUSTOMER.email)).token
    const original = await recordsOf(h, demoToken)
    for (const [name, items] of Object.entries(original)) expect(items.length, name).toBeGreaterThan(0)

    const first = await signIn('satis@ornek.com')
    expect(first.user).toMatchObject({ email: 'satis@ornek.com', role: 'user' })
    const copy = await recordsOf(h, first.token)
    expect(shapeOf(copy)).toEqual(shapeOf(original))
    expect(copy.invoices.map((i) => i.number)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^INV-DEMO-[0-9A-Z]{8}-100[12]$/)]),
    )
    // Outside every invoice series, like the demo's own numbers.
    expect(copy.invoices.map((i) => parseInvoiceNumber(String(i.number)))).toEqual([null, null])
    expect(copy.websites.every((w) => w.ownerId === first.user.id)).toBe(true)
    const kafeCopy = copy.websites.find((w) => w.name === 'Demo Kafe')
    expect(kafeCopy?.domain).toMatch(/^demokafe-[0-9a-z]{8}\.com\.tr$/)
    expect(kafeCopy?.slug).not.toBe(kafe.slug)
    // A month of visits to its own Demo Kafe, as many as hers.
    const visits = (websiteId: string) =>
      h.ports.repos.resource(resources.siteVisits).count({ filter: { websiteId } })
    expect(await visits(String(kafeCopy?.id))).toBe(await visits(kafe.id))
    expect(await visits(String(kafeCopy?.id))).toBeGreaterThan(0)
    // Demo Kafe's 'Mesajlar': two contact messages (one read), a booking to decide and a subscriber.
    const inbox = async (token: string, websiteId: string) => {
      const res = await h.call('GET', `/api/me/websites/${websiteId}/submissions?pageSize=100`, { token })
      expect(res.status, res.text).toBe(200)
      const items = (res.body as { data: { items: Item[] } }).data.items
      return items.map((s) => `${String(s.kind)}|${String(s.state)}|${s.readAt ? 'read' : 'unread'}`).sort()
    }
    const kafeInbox = await inbox(demoToken, kafe.id)
    expect(kafeInbox).toEqual([
      'booking|requested|unread',
      'contact|received|read',
      'contact|received|unread',
      'newsletter|subscribed|read',
    ])
    expect(await inbox(first.token, String(kafeCopy?.id))).toEqual(kafeInbox)

    const second = await signIn('ikinci.satis@ornek.com')
    const other = await recordsOf(h, second.token)
    expect(shapeOf(other)).toEqual(shapeOf(original))
    // No id, domain or number is shared among the three.
    const values = [original, copy, other].map(uniqueValuesOf)
    expect(new Set(values.flat()).size).toBe(values.flat().length)

    // What one demo customer does, no other sees.
    await h.as(first.token).post('/api/me/notifications/read-all', {})
    expect((await recordsOf(h, second.token)).notifications.every((n) => n.read === false)).toBe(true)
    expect(await recordsOf(h, demoToken)).toEqual(original)

    // Signing in again adds nothing.
    const before = await storeCounts()
    const again = await signIn('satis@ornek.com')
    expect(again.user.id).toBe(first.user.id)
    expect(await storeCounts()).toEqual(before)
    expect(shapeOf(await recordsOf(h, again.token))).toEqual({
      ...shapeOf(original),
      notifications: shapeOf(original).notifications.map((n) => n.replace(/false$/, 'true')),
    })
  })

  it('is never made on a server configuration', async () => {
    const ports = { ...h.ports, config: { ...h.ports.config, issuesDemoTokens: false } }
    const admin = await h.createUser({ role: 'admin' })
    const user = await h.createUser()
    const before = await h.ports.repos.websites.count()
    const services = createServices(ports)
    expect(await copyDemoAccount({ ports, publishing: services.publishing }, user, admin)).toEqual([])
    expect(await h.ports.repos.websites.count()).toBe(before)
  })
})
