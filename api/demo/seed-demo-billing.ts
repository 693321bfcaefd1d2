import { resources } from '../kernel/resources'
import { sampleRecord } from '../kernel/sample-record'
import { istanbulDay } from '../publishing/istanbul-time'
import { invoiceResource } from '../invoices/invoice-resource'
import type { InvoicePayment } from '../invoices/invoice.shared'
import { DEFAULT_TAX_RATE, invoiceTotals, singleLine } from '../invoices/invoice-totals.shared'
import {
  DEMO_VISIT_DAYS,
  demoInvoices,
  demoPageViewsPerVisitor,
  demoVisitedSites,
} from './demo-invoices-and-visits'
import { DAY, HOUR, type DemoOwners, type DemoSeedContext } from './demo-seed-context'

// The demo's invoices, site visits and page views (demo-invoices-and-visits.ts) for seedDemoCustomers.

export async function seedDemoInvoices(context: DemoSeedContext, owners: DemoOwners) {
  const { tx, now, created, keys } = context
  const packages = await tx.packages.list({ limit: 100 })
  for (const [n, demo] of demoInvoices.entries()) {
    const owner = owners.get(demo.owner)
    const [id, number] = [keys.id(demo.id), keys.invoiceNumber(demo.number)]
    if (!owner || (await tx.resource(invoiceResource).findById(id))) continue
    if ((await tx.resource(invoiceResource).count({ filter: { number } })) > 0) continue
    // The catalogue's package and price: an install whose admin removed it gets no such invoice.
    const pkg = packages.find((p) => p.code === demo.plan)
    if (!pkg) continue
    const issued = now.getTime() - demo.issuedDaysAgo * DAY
    const paid = demo.paidAfterDays === undefined ? null : new Date(issued + demo.paidAfterDays * DAY)
    const lines = singleLine(`${pkg.name} aylık abonelik`, pkg.price)
    const totals = invoiceTotals(lines, DEFAULT_TAX_RATE)
    const payments: InvoicePayment[] = paid
      ? [
          {
            id: `${id}-payment`,
            amountKurus: totals.totalKurus,
            paidAt: paid.toISOString(),
            method: 'bank_transfer',
            reference: `EFT-${number.slice(-4)}`,
            recordedBy: context.admin.name,
            recordedAt: paid.toISOString(),
          },
        ]
      : []
    await tx.resource(invoiceResource).create(
      sampleRecord(resources.invoices, n, {
        id,
        number,
        userId: owner.id,
        customerName: owner.name,
        customerEmail: owner.email,
        customerPhone: owner.phone,
        amount: pkg.price,
        currency: 'TRY',
        status: demo.status,
        subscription: pkg.name,
        packageId: pkg.id,
        description: `${pkg.name} aylık abonelik`,
        lines,
        taxRate: DEFAULT_TAX_RATE,
        ...totals,
        payments,
        issueDate: new Date(issued).toISOString(),
        dueDate: new Date(issued + 14 * DAY).toISOString(),
        paidDate: paid?.toISOString() ?? null,
        createdAt: new Date(issued).toISOString(),
        updatedAt: (paid ?? new Date(issued)).toISOString(),
      }),
    )
    created.push(`invoice:${number}`)
  }
}

const DEVICES = ['mobile', 'mobile', 'desktop', 'mobile', 'tablet', 'desktop', 'mobile'] as const
const REFERRERS = ['google.com', '', 'instagram.com', 'google.com', '', 'facebook.com'] as const

/** A stable stand-in for the visitor hash the counter stores (nothing personal to hash in a demo). */
const visitorHash = (domain: string, day: string, n: number) =>
  Array.from(`${domain}|${day}|${n}`, (c) => c.charCodeAt(0).toString(16).padStart(4, '0'))
    .join('')
    .slice(-64)
    .padStart(64, '0')

/** A month of visits and page views of each listed website the host has, unless it has visits already. */
export async function seedDemoVisits(context: DemoSeedContext) {
  const { tx, now, created, keys } = context
  const visits = tx.resource(resources.siteVisits)
  const pageViews = tx.resource(resources.sitePageViews)
  let n = 0
  for (const site of demoVisitedSites) {
    const domain = keys.domain(site.domain)
    const website = await tx.websites.findByDomain(domain)
    if (!website || (await visits.count({ filter: { websiteId: website.id } })) > 0) continue
    for (let daysAgo = DEMO_VISIT_DAYS - 1; daysAgo >= 0; daysAgo--) {
      const at = new Date(now.getTime() - daysAgo * DAY)
      const day = istanbulDay(at)
      const count = site.perDay[daysAgo % site.perDay.length] ?? 0
      for (let i = 0; i < count; i++) {
        n += 1
        await visits.create(
          sampleRecord(resources.siteVisits, n, {
            id: keys.id(`demo-visit-${site.domain}-${day}-${i}`),
            websiteId: website.id,
            day,
            visitorHash: visitorHash(site.domain, day, i),
            referrer: REFERRERS[n % REFERRERS.length] ?? '',
            device: DEVICES[n % DEVICES.length] ?? 'mobile',
            createdAt: new Date(at.getTime() - (i % 8) * HOUR).toISOString(),
          }),
        )
      }
      for (const page of demoPageViewsPerVisitor) {
        const views = Math.round(count * page.perVisitor)
        if (views === 0) continue
        await pageViews.create({
          id: keys.id(`demo-views-${site.domain}-${day}-${page.path || 'home'}`),
          websiteId: website.id,
          day,
          path: page.path,
          views,
          updatedAt: at.toISOString(),
        })
      }
    }
    created.push(`site-visits:${domain}`)
  }
}
