import type { UserRecord } from '../users/user.shared'
import type { DemoWebsiteRequestKey } from '../website-requests/demo-website-requests'
import type { DemoWebsite } from './demo-website-record'

// The demo's customers and their websites, ONE list for both hosts
// (docs/rules/offline-demo-and-sync.md#demo-data): the server's SEED_DEMO and the service worker's
// offline demo. Ids are fixed, so the rows are recognisable and inserting them twice is harmless. Dates
// are days before the seed's run.

export type DemoCustomerKey = 'ayse' | 'mehmet' | 'zeynep' | 'can' | 'elif'
/** Who a demo record belongs to: a customer below, or `demo`, the host's own demo customer if it has one. */
export type DemoOwner = 'demo' | DemoCustomerKey

export interface DemoCustomer {
  id: string
  key: DemoCustomerKey
  name: string
  email: string
  plan: string
  status: UserRecord['status']
  phone: string | null
  daysAgo: number
}

export const demoCustomers: readonly DemoCustomer[] = [
  {
    id: 'demo-user-ayse',
    key: 'ayse',
    name: 'Ayşe Yılmaz',
    email: 'ayse.yilmaz@example.com',
    plan: 'launch',
    status: 'active',
    phone: '+90 532 111 22 33',
    daysAgo: 52,
  },
  {
    id: 'demo-user-mehmet',
    key: 'mehmet',
    name: 'Mehmet Demir',
    email: 'mehmet.demir@example.com',
    plan: 'scale',
    status: 'active',
    phone: '+90 533 444 55 66',
    daysAgo: 24,
  },
  {
    id: 'demo-user-zeynep',
    key: 'zeynep',
    name: 'Zeynep Kaya',
    email: 'zeynep.kaya@example.com',
    plan: 'vision',
    status: 'active',
    phone: '+90 542 777 88 99',
    daysAgo: 12,
  },
  {
    id: 'demo-user-can',
    key: 'can',
    name: 'Can Öztürk',
    email: 'can.ozturk@example.com',
    plan: 'launch',
    status: 'suspended',
    phone: null,
    daysAgo: 45,
  },
  // Invited from the back-office, has not set a password yet.
  {
    id: 'demo-user-elif',
    key: 'elif',
    name: 'Elif Şahin',
    email: 'elif.sahin@example.com',
    plan: 'free',
    status: 'pending',
    phone: '+90 505 123 45 67',
    daysAgo: 3,
  },
]

export interface DemoCustomerWebsite extends DemoWebsite {
  id: string
  owner: DemoCustomerKey
  domain: string
}

/** The customers' own websites (seeded where the host asks for them: the server's SEED_DEMO). */
export const demoCustomerWebsites: readonly DemoCustomerWebsite[] = [
  {
    id: 'demo-site-pastane',
    owner: 'ayse',
    name: 'Ayşe’nin Pastanesi',
    domain: 'aysepastane.com.tr',
    template: 'business',
    status: 'active',
    visitors: 1250,
    description: 'Ev yapımı pasta ve kurabiyeler.',
  },
  {
    id: 'demo-site-insaat',
    owner: 'mehmet',
    name: 'Demir İnşaat',
    domain: 'demirinsaat.com',
    template: 'business',
    status: 'active',
    visitors: 3420,
    description: 'Konut ve ticari yapı projeleri.',
  },
  {
    id: 'demo-site-blog',
    owner: 'mehmet',
    name: 'Demir İnşaat Blog',
    domain: 'blog.demirinsaat.com',
    template: 'blog',
    status: 'maintenance',
    visitors: 310,
    description: 'Şantiyeden notlar.',
  },
  {
    id: 'demo-site-hukuk',
    owner: 'zeynep',
    name: 'Kaya Hukuk Bürosu',
    domain: 'kayahukuk.com',
    template: 'business',
    status: 'active',
    visitors: 2100,
    description: 'Aile ve ticaret hukuku danışmanlığı.',
  },
  {
    id: 'demo-site-portfolyo',
    owner: 'zeynep',
    name: 'Zeynep Kaya Portfolyo',
    domain: 'zeynepkaya.dev',
    template: 'portfolio',
    status: 'inactive',
    visitors: 0,
    description: 'Kişisel çalışmalar.',
  },
]

/**
 * Who asked for each demo website request (api/website-requests/demo-website-requests.ts) where the host
 * has no demo customer of its own; the offline demo gives all of them to its demo customer.
 */
export const demoWebsiteRequestOwners: Readonly<Record<DemoWebsiteRequestKey, DemoCustomerKey>> = {
  kuafor: 'elif',
  pastane: 'ayse',
  yapiMarket: 'mehmet',
  disKlinigi: 'zeynep',
  kriptoSinyal: 'can',
}
