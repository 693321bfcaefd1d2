import { expect, it } from 'vitest'
import { invoiceResource } from '../../api/invoices/invoice-resource'
import type { InvoiceRecord } from '../../api/invoices/invoice.shared'
import type { PackageRecord } from '../../api/packages/package.shared'
import { createServices } from '../../api/services'
import { subscriptionResource } from '../../api/subscriptions/subscription-resource'
import type { SubscriptionRecord } from '../../api/subscriptions/subscription.shared'
import { STRONG_PASSWORD, type Harness } from './harness'
import { publishingSteps } from './published-site-helpers'
import { createWebsite } from './website-helpers'
import { expectFirstYearOf, testCatalogue } from './catalogue-helpers'

// docs/rules/invoices-and-plans.md#subscriptions on every store: the plan chosen at registration and its
// first invoice at the verification, proration of a plan change, the renewal, dunning (past due,
// suspension after the grace period, the site's 503) and reactivation on payment, each step once.

const DAY = 86_400_000
const idle = new AbortController().signal

export function subscriptionsSuite(h: Harness) {
  const { site, publish } = publishingSteps(h)
  const services = () => createServices(h.ports)
  const subs = () => h.ports.repos.resource(subscriptionResource)
  const invoicesOf = (userId: string) =>
    h.ports.repos
      .resource(invoiceResource)
      .list({ filter: { userId }, orderBy: { field: 'issueDate', direction: 'asc' } })

  const catalogue = () => testCatalogue(h)

  /** A customer on `pkg` monthly whose period started `daysAgo` days ago (31-day March-like month). */
  async function subscriber(
    pkg: PackageRecord,
    start: Date,
  ): Promise<{ token: string; sub: SubscriptionRecord }> {
    const customer = await h.createUser({
      packageId: pkg.id,
      subscription: pkg.name,
      subscriptionStatus: 'active',
    })
    const end = new Date(start)
    end.setUTCMonth(end.getUTCMonth() + 1)
    const at = start.toISOString()
    const sub = await subs().create({
      id: customer.id,
      userId: customer.id,
      packageId: pkg.id,
      period: 'monthly',
      status: 'active',
      currentPeriodStart: at,
      currentPeriodEnd: end.toISOString(),
      renewalInvoiceId: null,
      creditKurus: 0,
      suspendedAt: null,
      createdAt: at,
      updatedAt: at,
    })
    return { token: (await h.login(customer.email)).token, sub }
  }

  it('keeps the plan chosen at registration and issues its first invoice when the address is verified', async () => {
    const { scale } = await catalogue()
    const email = h.email('kayit')
    const res = await h.post('/api/auth/register', {
      name: 'Plan Seçen',
      email,
      password: STRONG_PASSWORD,
      plan: scale.code.toUpperCase(),
      period: 'yearly',
    })
    expect(res.status, res.text).toBe(200)
    const user = (await h.ports.repos.users.findByEmail(email))!
    expect(await subs().findById(user.id)).toMatchObject({
      status: 'pending',
      packageId: scale.id,
      period: 'yearly',
    })
    expect(await invoicesOf(user.id)).toEqual([])

    const verified = await h.post('/api/auth/verify-email', { email, code: h.codeFor(email) })
    expect(verified.status, verified.text).toBe(200)
    const invoice = await expectFirstYearOf(h, user.id, scale)
    await h.services.mail.settle()
    expect(h.mailsTo(email).some((m) => m.subject.includes(invoice.number))).toBe(true)

    // Verifying again (a resent link, a second process) issues nothing more.
    await services().subscriptions.afterVerified((await h.ports.repos.users.findById(user.id))!)
    expect(await invoicesOf(user.id)).toHaveLength(1)
    const token = (await h.login(email)).token
    const mine = await h.call('GET', '/api/me/subscription', { token })
    expect(mine.body).toMatchObject({ data: { packageName: scale.name, period: 'yearly', status: 'active' } })
  })

  it('refuses an unknown plan or period at registration and creates no account', async () => {
    const { scale } = await catalogue()
    for (const [plan, period, message] of [
      ['yok-boyle-paket', 'monthly', 'Seçilen paket bulunamadı.'],
      [scale.code, 'haftalik', 'Ödeme dönemi aylık veya yıllık olmalıdır.'],
    ] as const) {
      const email = h.email('red')
      const res = await h.post('/api/auth/register', {
        name: 'A',
        email,
        password: STRONG_PASSWORD,
        plan,
        period,
      })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ success: false, message })
      expect(await h.ports.repos.users.findByEmail(email)).toBeNull()
    }
  })

  it('prorates a plan change by days: the quote, an upgrade invoiced now, a downgrade kept as credit for the renewal', async () => {
    const { launch, scale } = await catalogue()
    const now = h.store.clock.now()
    // 31-day period with 16 days left.
    const start = new Date(now.getTime() - 15 * DAY)
    const end = new Date(start.getTime() + 31 * DAY)
    const { token, sub } = await subscriber(launch, start)
    await subs().update(sub.id, { currentPeriodEnd: end.toISOString() })
    const quote = await h.call('GET', `/api/me/subscription/quote?packageId=${scale.id}`, { token })
    expect(quote.status, quote.text).toBe(200)
    const q = (
      quote.body as {
        data: {
          creditKurus: number
          chargeKurus: number
          netKurus: number
          daysLeft: number
          periodDays: number
          invoiceTotalKurus: number
        }
      }
    ).data
    expect(q.periodDays).toBe(31)
    const credit = Math.round((34_900 * q.daysLeft) / 31)
    const charge = Math.round((64_900 * q.daysLeft) / 31)
    expect(q).toMatchObject({ creditKurus: credit, chargeKurus: charge, netKurus: charge - credit })
    expect(q.invoiceTotalKurus).toBe(Math.floor(((charge - credit) * 20 * 2 + 100) / 200) + charge - credit)

    const admin = await h.adminToken()
    const approve = async (packageId: string) => {
      const asked = await h.call('POST', '/api/me/approvals', {
        token,
        body: { type: 'subscription_change', requestedData: { packageId } },
      })
      expect(asked.status, asked.text).toBe(201)
      const id = (asked.body as { data: { approval: { id: string } } }).data.approval.id
      const res = await h.call('POST', `/api/admin/approvals/${id}/approve`, { token: admin.token, body: {} })
      expect(res.status, res.text).toBe(200)
    }
    await approve(scale.id)
    const [upgrade] = await invoicesOf(sub.userId)
    expect(upgrade).toMatchObject({
      packageId: scale.id,
      subtotalKurus: q.netKurus,
      totalKurus: q.invoiceTotalKurus,
    })
    expect((await subs().findById(sub.id))!).toMatchObject({
      packageId: scale.id,
      creditKurus: 0,
      currentPeriodEnd: end.toISOString(),
    })

    // Back down the same day: the unused Scale days less the Launch days come back as credit.
    await approve(launch.id)
    expect(await invoicesOf(sub.userId)).toHaveLength(1)
    const after = (await subs().findById(sub.id))!
    expect(after.creditKurus).toBe(charge - credit)

    // The renewal takes the credit off the next period's price.
    h.advance((q.daysLeft - 3) * 86_400)
    await services().subscriptions.runBilling(idle)
    const renewal = (await invoicesOf(sub.userId)).at(-1)!
    expect(renewal.subtotalKurus).toBe(34_900 - (charge - credit))
    expect((await subs().findById(sub.id))!.creditKurus).toBe(0)
  })

  it('renews once, then past due, suspension after the grace period (503) and reactivation on payment', async () => {
    const { launch } = await catalogue()
    const now = h.store.clock.now()
    const { sub } = await subscriber(launch, new Date(now.getTime() - 26 * DAY))
    const customer = (await h.ports.repos.users.findById(sub.userId))!
    const admin = await h.adminToken()
    const website = await createWebsite(h, customer, { name: `Askı ${sub.id.slice(0, 6)}` })
    const published = await publish(admin.token, website.id)
    const path = `/sites/${published.slug}/`
    expect((await site(path)).status).toBe(200)

    // Two runs at once (two processes): one renewal invoice, due on the period's last instant.
    await Promise.all([services().subscriptions.runBilling(idle), services().subscriptions.runBilling(idle)])
    await services().subscriptions.runBilling(idle)
    const invoices: InvoiceRecord[] = await invoicesOf(sub.userId)
    expect(invoices).toHaveLength(1)
    const renewal = invoices[0]!
    expect(renewal).toMatchObject({ dueDate: sub.currentPeriodEnd, subtotalKurus: 34_900 })
    expect((await subs().findById(sub.id))!.renewalInvoiceId).toBe(renewal.id)

    // Two days past the due day: the next period runs, the payment is late.
    h.advance(7 * 86_400)
    await services().subscriptions.runBilling(idle)
    const late = (await subs().findById(sub.id))!
    expect(late).toMatchObject({
      status: 'past_due',
      currentPeriodStart: sub.currentPeriodEnd,
      renewalInvoiceId: null,
    })
    expect((await site(path)).status).toBe(200)

    // Past the 14-day grace period: suspended once, the site answers the maintenance page.
    h.advance(13 * 86_400)
    await Promise.all([services().subscriptions.runBilling(idle), services().subscriptions.runBilling(idle)])
    expect((await subs().findById(sub.id))!.status).toBe('suspended')
    const closed = await site(path)
    expect(closed.status).toBe(503)
    expect(closed.headers.get('retry-after')).toBeTruthy()
    expect(
      h.mailsTo(customer.email).filter((m) => m.subject === 'SiteKur: Siteleriniz askıya alındı'),
    ).toHaveLength(1)

    // Paying reactivates at once, without waiting for the job.
    const paid = await h.call('POST', `/api/admin/invoices/${renewal.id}/payments`, {
      token: (await h.adminToken()).token,
      body: { method: 'bank_transfer', reference: 'EFT-1' },
    })
    expect(paid.status, paid.text).toBe(201)
    expect((await subs().findById(sub.id))!).toMatchObject({ status: 'active', suspendedAt: null })
    expect((await site(path)).status).toBe(200)
    await services().subscriptions.runBilling(idle)
    expect(
      h.mailsTo(customer.email).filter((m) => m.subject === 'SiteKur: Siteleriniz yeniden yayında'),
    ).toHaveLength(1)
  })
}
