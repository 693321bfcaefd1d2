import type { InvoiceRecord } from '../invoices/invoice.shared'
import type { DemoOwner } from './demo-customers'

// The demo's invoices, site visits and page views, one list for both hosts
// (docs/rules/offline-demo-and-sync.md#demo-data). An invoice owned by `demo` is seeded only where the
// host has a demo customer; visits only for the websites the host has. Ids and invoice numbers are
// fixed, 'INV-DEMO-…': never a number of the real series (docs/rules/invoices-and-plans.md#numbers), and
// outside any series, so a demo invoice is cancelled rather than deleted.

export interface DemoInvoice {
  id: string
  number: string
  owner: DemoOwner
  /** The package's code: the invoice charges its name and monthly price (one catalogue). */
  plan: string
  status: InvoiceRecord['status']
  issuedDaysAgo: number
  /** Paid this many days after it was issued (a payment recorded by bank transfer). */
  paidAfterDays?: number
}

export const demoInvoices: readonly DemoInvoice[] = [
  {
    id: 'demo-inv-1001',
    number: 'INV-DEMO-1001',
    owner: 'demo',
    plan: 'scale',
    status: 'paid',
    issuedDaysAgo: 58,
    paidAfterDays: 1,
  },
  {
    id: 'demo-inv-1002',
    number: 'INV-DEMO-1002',
    owner: 'demo',
    plan: 'scale',
    status: 'paid',
    issuedDaysAgo: 28,
    paidAfterDays: 2,
  },
  {
    id: 'demo-inv-1',
    number: 'INV-DEMO-1003',
    owner: 'ayse',
    plan: 'launch',
    status: 'paid',
    issuedDaysAgo: 21,
    paidAfterDays: 0,
  },
  {
    id: 'demo-inv-2',
    number: 'INV-DEMO-1004',
    owner: 'mehmet',
    plan: 'scale',
    status: 'paid',
    issuedDaysAgo: 23,
    paidAfterDays: 1,
  },
  {
    id: 'demo-inv-3',
    number: 'INV-DEMO-1005',
    owner: 'zeynep',
    plan: 'vision',
    status: 'pending',
    issuedDaysAgo: 3,
  },
  {
    id: 'demo-inv-4',
    number: 'INV-DEMO-1006',
    owner: 'can',
    plan: 'launch',
    status: 'overdue',
    issuedDaysAgo: 44,
  },
]

/** Daily visitors over the last 30 days (the pattern repeats weekly), by website domain. */
export const demoVisitedSites: readonly { domain: string; perDay: readonly number[] }[] = [
  { domain: 'demokafe.com.tr', perDay: [4, 6, 5, 8, 3, 2, 7] },
  { domain: 'demofotograf.com', perDay: [2, 1, 3, 2, 4, 1, 0] },
  { domain: 'aysepastane.com.tr', perDay: [5, 3, 6, 4, 7, 2, 3] },
  { domain: 'demirinsaat.com', perDay: [3, 4, 2, 5, 1, 3, 6] },
]
export const DEMO_VISIT_DAYS = 30

/**
 * Views a day's visitor makes of each page a website without pages of its own is published with (home,
 * about, services, contact), for its owner's 'İstatistikler' (docs/rules/publishing.md#page-views).
 */
export const demoPageViewsPerVisitor: readonly { path: string; perVisitor: number }[] = [
  { path: '', perVisitor: 1.5 },
  { path: 'hakkimizda', perVisitor: 0.5 },
  { path: 'hizmetler', perVisitor: 0.4 },
  { path: 'iletisim', perVisitor: 0.3 },
]
