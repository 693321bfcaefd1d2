import type { DemoWebsiteRequestKey } from '../../api/website-requests/demo-website-requests'

// Sample content for SEED_DEMO=1: a few Turkish customers with websites, requests and invoices.
// Ids are fixed so that the rows are recognisable and inserting them twice is harmless. The website
// requests are the ones the offline demo shows too (api/website-requests/demo-website-requests.ts).

export const DEMO_PASSWORD = 'sitekur-demo'

export const demoUsers = [
  {
    id: 'demo-user-ayse',
    name: 'Ayşe Yılmaz',
    email: 'ayse.yilmaz@example.com',
    plan: 'Basic Plan',
    status: 'active',
    phone: '+90 532 111 22 33',
    daysAgo: 120,
  },
  {
    id: 'demo-user-mehmet',
    name: 'Mehmet Demir',
    email: 'mehmet.demir@example.com',
    plan: 'Pro Plan',
    status: 'active',
    phone: '+90 533 444 55 66',
    daysAgo: 90,
  },
  {
    id: 'demo-user-zeynep',
    name: 'Zeynep Kaya',
    email: 'zeynep.kaya@example.com',
    plan: 'Premium Plan',
    status: 'active',
    phone: '+90 542 777 88 99',
    daysAgo: 60,
  },
  {
    id: 'demo-user-can',
    name: 'Can Öztürk',
    email: 'can.ozturk@example.com',
    plan: 'Basic Plan',
    status: 'suspended',
    phone: null,
    daysAgo: 45,
  },
  {
    id: 'demo-user-elif',
    name: 'Elif Şahin',
    email: 'elif.sahin@example.com',
    plan: null,
    status: 'pending',
    phone: '+90 505 123 45 67',
    daysAgo: 3,
  },
] as const
export type DemoUserId = (typeof demoUsers)[number]['id']

export const demoWebsites = [
  {
    id: 'demo-site-pastane',
    owner: 'demo-user-ayse',
    name: 'Ayşe’nin Pastanesi',
    domain: 'aysepastane.com.tr',
    template: 'business',
    status: 'active',
    visitors: 1250,
    description: 'Ev yapımı pasta ve kurabiyeler.',
  },
  {
    id: 'demo-site-insaat',
    owner: 'demo-user-mehmet',
    name: 'Demir İnşaat',
    domain: 'demirinsaat.com',
    template: 'business',
    status: 'active',
    visitors: 3420,
    description: 'Konut ve ticari yapı projeleri.',
  },
  {
    id: 'demo-site-blog',
    owner: 'demo-user-mehmet',
    name: 'Demir İnşaat Blog',
    domain: 'blog.demirinsaat.com',
    template: 'blog',
    status: 'maintenance',
    visitors: 310,
    description: 'Şantiyeden notlar.',
  },
  {
    id: 'demo-site-hukuk',
    owner: 'demo-user-zeynep',
    name: 'Kaya Hukuk Bürosu',
    domain: 'kayahukuk.com',
    template: 'business',
    status: 'active',
    visitors: 2100,
    description: 'Aile ve ticaret hukuku danışmanlığı.',
  },
  {
    id: 'demo-site-portfolyo',
    owner: 'demo-user-zeynep',
    name: 'Zeynep Kaya Portfolyo',
    domain: 'zeynepkaya.dev',
    template: 'portfolio',
    status: 'inactive',
    visitors: 0,
    description: 'Kişisel çalışmalar.',
  },
] as const

/** Who asked for each shared demo website request (api/website-requests/demo-website-requests.ts). */
export const demoWebsiteRequestOwners: Readonly<Record<DemoWebsiteRequestKey, DemoUserId>> = {
  kuafor: 'demo-user-elif',
  pastane: 'demo-user-ayse',
  yapiMarket: 'demo-user-mehmet',
  disKlinigi: 'demo-user-zeynep',
  kriptoSinyal: 'demo-user-can',
}

export const demoCustomerRequests = [
  {
    id: 'demo-cr-1',
    user: 'demo-user-ayse',
    website: 'demo-site-pastane',
    type: 'change',
    title: 'Menü sayfası güncellemesi',
    description: 'Yeni yaz menüsünü ekleyebilir misiniz?',
    priority: 'medium',
    status: 'pending',
    daysAgo: 1,
  },
  {
    id: 'demo-cr-2',
    user: 'demo-user-mehmet',
    website: 'demo-site-insaat',
    type: 'domain',
    title: 'Alan adı yenileme',
    description: 'demirinsaat.com alan adının süresi doluyor.',
    priority: 'high',
    status: 'in-progress',
    daysAgo: 6,
  },
  {
    id: 'demo-cr-3',
    user: 'demo-user-zeynep',
    website: 'demo-site-hukuk',
    type: 'gallery',
    title: 'Ekip fotoğrafları',
    description: 'Ekip sayfasına yeni fotoğraflar eklensin.',
    priority: 'low',
    status: 'completed',
    daysAgo: 20,
  },
] as const

export const demoTickets = [
  {
    id: 'demo-ticket-1',
    user: 'demo-user-ayse',
    title: 'E-posta hesabı kurulumu',
    description: 'Telefonuma e-posta hesabımı kuramıyorum.',
    priority: 'normal',
    status: 'open',
    daysAgo: 2,
  },
  {
    id: 'demo-ticket-2',
    user: 'demo-user-can',
    title: 'Hesabım askıya alındı',
    description: 'Ödememi yaptım, hesabım neden askıda?',
    priority: 'high',
    status: 'open',
    daysAgo: 4,
  },
] as const

export const demoInvoices = [
  {
    id: 'demo-inv-1',
    number: 'INV-001',
    user: 'demo-user-ayse',
    amount: 299,
    plan: 'Basic Plan',
    status: 'paid',
    issuedDaysAgo: 35,
    paid: true,
  },
  {
    id: 'demo-inv-2',
    number: 'INV-002',
    user: 'demo-user-mehmet',
    amount: 599,
    plan: 'Pro Plan',
    status: 'paid',
    issuedDaysAgo: 32,
    paid: true,
  },
  {
    id: 'demo-inv-3',
    number: 'INV-003',
    user: 'demo-user-zeynep',
    amount: 999,
    plan: 'Premium Plan',
    status: 'pending',
    issuedDaysAgo: 5,
    paid: false,
  },
  {
    id: 'demo-inv-4',
    number: 'INV-004',
    user: 'demo-user-can',
    amount: 299,
    plan: 'Basic Plan',
    status: 'overdue',
    issuedDaysAgo: 45,
    paid: false,
  },
] as const
