import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { expect, it } from 'vitest'
import { createApi } from '../../../api/app'
import { openEmulationDb } from '../dexie-db'
import { createDexiePorts } from '../create-dexie-ports'
import { websiteRequestStatsResponseSchema } from '../../../api/website-requests/website-request-input.shared'
import { demoWebsiteRequests } from '../../../api/website-requests/demo-website-requests'
import { meWebsiteRequestListResponseSchema } from '../../../api/website-requests/website-request.shared'
import { DEMO_ADMIN, DEMO_CUSTOMER, seedDemoData } from './seed-demo-data'
import { demoCustomers } from '../../../api/demo/demo-customers'
import { demoCustomerRequests, demoTickets } from '../../../api/demo/demo-desk'
import { demoInvoices } from '../../../api/demo/demo-invoices-and-visits'
import { invoiceResource } from '../../../api/invoices/invoice-resource'

const quiet = { info() {}, warn() {}, error() {} }

it('seeds the demo once, and the demo admin signs in through the emulated API', async () => {
  const db = openEmulationDb(`seed-${crypto.randomUUID()}`, { indexedDB: new IDBFactory(), IDBKeyRange })
  const ports = await createDexiePorts({ db, publicUrl: 'http://localhost:4461/', logger: quiet })
  expect(ports.config).toMatchObject({
    publicUrl: 'http://localhost:4461',
    acceptsDemoTokens: true,
    issuesDemoTokens: true,
  })
  expect(ports.mailer.transport).toBe('emulated')

  const first = await seedDemoData(ports)
  expect(first.created).toEqual(
    expect.arrayContaining(['settings', 'package:Scale', `user:${DEMO_ADMIN.email}`]),
  )
  expect(await seedDemoData(ports)).toEqual({ created: [] })
  expect(await ports.repos.users.count()).toBe(2 + demoCustomers.length)
  // Every seeded user is on a package of the catalogue (the landing's); the packages count their subscribers.
  for (const user of await ports.repos.users.list({ limit: 100 }))
    expect(['free', 'Launch', 'Scale', 'Vision']).toContain(user.subscription)
  const packages = await ports.repos.packages.list({ orderBy: { field: 'price', direction: 'asc' } })
  const subscribers = await Promise.all(
    packages.map((p) => ports.repos.users.count({ filter: { packageId: p.id } })),
  )
  expect(packages.map((p, i) => [p.name, p.price, p.yearlyPrice, subscribers[i]])).toEqual([
    ['Launch', 349, 3290, 2],
    ['Scale', 649, 5990, 2],
    ['Vision', 1190, 10990, 2],
  ])
  const customer = await ports.repos.users.findByEmail(DEMO_CUSTOMER.email)
  expect(await ports.repos.websites.count({ filter: { ownerId: customer?.id ?? '' } })).toBe(3)
  const [kafe] = await ports.repos.websites.list({ filter: { domain: 'demokafe.com.tr' } })
  expect(await ports.secrets.decrypt(kafe?.hostingInfo?.passwordEncrypted ?? '')).toBe('Kafe-Panel-2024')

  // The shared demo website requests, one per status at least, all the demo customer's.
  const requests = await ports.repos.websiteRequests.list({ filter: { userId: customer?.id ?? '' } })
  expect(requests.map((r) => r.id).sort()).toEqual(
    Object.values(demoWebsiteRequests)
      .map((d) => d.id)
      .sort(),
  )
  expect(new Set(requests.map((r) => r.status))).toEqual(
    new Set(['pending', 'in-progress', 'completed', 'rejected']),
  )
  expect(requests.every((r) => r.userName === DEMO_CUSTOMER.name)).toBe(true)
  expect(first.created).toContain('website-request:482913')

  const admin = await ports.repos.users.findByEmail(DEMO_ADMIN.email)
  expect(admin).toMatchObject({ role: 'admin', status: 'active', subscription: 'Vision' })
  expect(admin?.passwordHash).toMatch(/^\$pbkdf2-sha256\$i=210000\$/)
  const res = await createApi(ports).request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  })
  expect(res.status).toBe(200)
  expect(res.headers.get('x-sitekur-source')).toBe('emulated')
  const body = (await res.json()) as { data: { user: { role: string }; token: string } }
  expect(body.data.user.role).toBe('admin')
  // The admin desk's figures and the demo customer's dashboard show the seeded requests.
  const get = async (path: string, token: string) =>
    (await createApi(ports).request(path, { headers: { authorization: `Bearer ${token}` } })).json()
  const stats = websiteRequestStatsResponseSchema.parse(
    await get('/api/admin/website-requests/stats', body.data.token),
  )
  expect(stats.data).toEqual({
    total: 5,
    pending: 2,
    inProgress: 1,
    completed: 1,
    rejected: 1,
    // The completed request is for Vision: its monthly price in the catalogue.
    totalRevenue: 1190,
  })
  const customerLogin = await createApi(ports).request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
  })
  const customerToken = ((await customerLogin.json()) as { data: { token: string } }).data.token
  const mine = meWebsiteRequestListResponseSchema.parse(await get('/api/me/website-requests', customerToken))
  expect(mine.data.items.map((r) => r.websiteName)).toContain('Işıltı Kuaför')
  expect(mine.data.total).toBe(5)
  expect(mine.data.items.every((r) => !('adminNotes' in r))).toBe(true)

  // The back-office content: the desk's requests and tickets (a thread or two), invoices, visits, activity.
  const desk = (await get('/api/admin/support?pageSize=50', body.data.token)) as {
    data: { items: Array<{ id: string; title: string; status: string }>; total: number }
  }
  expect(desk.data.total).toBe(demoCustomerRequests.length + demoTickets.length)
  expect(desk.data.items.map((item) => item.title)).toContain('E-posta hesabı kurulumu')
  const thread = (await get('/api/admin/support/demo-cr-galeri', body.data.token)) as {
    data: { replies: Array<{ authorRole: string }> }
  }
  expect(thread.data.replies.map((r) => r.authorRole)).toEqual(['admin', 'user'])
  expect(await ports.repos.resource(invoiceResource).count()).toBe(demoInvoices.length)
  const analytics = (await get('/api/admin/analytics', body.data.token)) as {
    data: {
      signUps: { total: number }
      revenue: { total: number }
      visitors: { total: number; devices: Record<string, number> }
    }
  }
  expect(analytics.data.signUps.total).toBeGreaterThanOrEqual(4)
  expect(analytics.data.revenue.total).toBeGreaterThan(0)
  expect(analytics.data.visitors.total).toBeGreaterThan(50)
  expect(analytics.data.visitors.devices.mobile).toBeGreaterThan(0)
  const activity = (await get('/api/admin/activity?q=Hesab%C4%B1m', body.data.token)) as {
    data: { items: Array<{ action: string }> }
  }
  expect(activity.data.items.map((entry) => entry.action)).toContain('Destek talebi oluşturuldu')
  const mineTickets = (await get('/api/me/support-tickets', customerToken)) as { data: { total: number } }
  expect(mineTickets.data.total).toBe(demoTickets.filter((t) => t.owner === 'demo').length)
  // Approval requests of every status (the demo customer's among them); no customer websites here, so
  // the website change is left out.
  const approvals = (await get('/api/admin/approvals/stats', body.data.token)) as {
    data: { total: number; pending: number; approved: number; rejected: number; withdrawn: number }
  }
  expect(approvals.data).toMatchObject({ total: 5, pending: 1, approved: 1, rejected: 2, withdrawn: 1 })
  const mineApprovals = (await get('/api/me/approvals', customerToken)) as { data: { total: number } }
  expect(mineApprovals.data.total).toBe(1)

  // Keys live in the database: ports built again over it decrypt what the first ones encrypted.
  const again = await createDexiePorts({ db, publicUrl: 'http://localhost:4461', logger: quiet })
  expect(again.secrets.jwtSecret).toBe(ports.secrets.jwtSecret)
  expect(await again.secrets.decrypt(kafe?.hostingInfo?.passwordEncrypted ?? '')).toBe('Kafe-Panel-2024')
  db.close()
}, 30_000)

it('moves a demo admin seeded on the plan text "premium" to the catalogue’s top package', async () => {
  const db = openEmulationDb(`seed-${crypto.randomUUID()}`, { indexedDB: new IDBFactory(), IDBKeyRange })
  const ports = await createDexiePorts({ db, publicUrl: 'http://localhost:4461/', logger: quiet })
  await seedDemoData(ports)
  const admin = await ports.repos.users.findByEmail(DEMO_ADMIN.email)
  await ports.repos.users.update(admin?.id ?? '', { subscription: 'premium' })
  expect((await seedDemoData(ports)).created).toEqual([`plan:${DEMO_ADMIN.email}`])
  expect(await ports.repos.users.findByEmail(DEMO_ADMIN.email)).toMatchObject({
    subscription: 'Vision',
  })
  db.close()
}, 30_000)
