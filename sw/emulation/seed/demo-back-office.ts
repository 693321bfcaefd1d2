import { resources } from '../../../api/kernel/resources'
import { sampleRecord } from '../../../api/kernel/sample-record'
import type { ApiPorts, Repositories } from '../../../api/ports'
import { istanbulDay } from '../../../api/publishing/istanbul-time'
import type { ActivityLogEntry } from '../../../api/schemas/activity-log'
import type { CustomerRequestRecord, SupportTicketRecord } from '../../../api/schemas/customer-request'
import type { InvoiceRecord } from '../../../api/schemas/invoice'
import type { ThreadReplyRecord } from '../../../api/schemas/thread-reply'
import { newUserRecord, type UserRecord } from '../../../api/schemas/user'

// The offline demo's back-office content (docs/rules/offline-demo-and-sync.md#demo-data): a few more
// customers, Taleplerim requests and support tickets (some with a thread), invoices, site visits of the
// demo customer's websites and activity entries, so the customers screen, the support desk, the
// activity log, the analytics and the drawers have something to show. Everything is dated relative to the
// seed's run and has a fixed id (a customer: their e-mail): seeding again adds only what is missing.
// Records start from the kernel's sample record of their resource (api/kernel/sample-record.ts), so a
// field added to a resource later still gets a valid value here.

const DAY = 86_400_000
const HOUR = 3_600_000

export interface DemoCustomer {
  key: string
  name: string
  email: string
  plan: string
  status: UserRecord['status']
  phone: string | null
  daysAgo: number
}

/** The demo's other customers; `demo` (demo@sitekur.app, seed-demo-data.ts) owns the demo websites. */
export const demoCustomers: readonly DemoCustomer[] = [
  {
    key: 'ayse',
    name: 'Ayşe Yılmaz',
    email: 'ayse.yilmaz@example.com',
    plan: 'Basic Plan',
    status: 'active',
    phone: '+90 532 111 22 33',
    daysAgo: 52,
  },
  {
    key: 'mehmet',
    name: 'Mehmet Demir',
    email: 'mehmet.demir@example.com',
    plan: 'Pro Plan',
    status: 'active',
    phone: '+90 533 444 55 66',
    daysAgo: 24,
  },
  {
    key: 'zeynep',
    name: 'Zeynep Kaya',
    email: 'zeynep.kaya@example.com',
    plan: 'Premium Plan',
    status: 'active',
    phone: '+90 542 777 88 99',
    daysAgo: 12,
  },
  {
    key: 'can',
    name: 'Can Öztürk',
    email: 'can.ozturk@example.com',
    plan: 'Basic Plan',
    status: 'suspended',
    phone: null,
    daysAgo: 45,
  },
  // Invited from the back-office, has not set a password yet.
  {
    key: 'elif',
    name: 'Elif Şahin',
    email: 'elif.sahin@example.com',
    plan: 'free',
    status: 'pending',
    phone: '+90 505 123 45 67',
    daysAgo: 3,
  },
]

type Owner = 'demo' | DemoCustomer['key']

interface DemoCustomerRequest {
  id: string
  owner: Owner
  /** The demo customer's website by domain (seed-demo-data.ts), or the website as the customer named it. */
  website: string | null
  type: CustomerRequestRecord['type']
  title: string
  description: string
  priority: CustomerRequestRecord['priority']
  status: CustomerRequestRecord['status']
  daysAgo: number
}

export const demoCustomerRequests: readonly DemoCustomerRequest[] = [
  {
    id: 'demo-cr-menu',
    owner: 'demo',
    website: 'demokafe.com.tr',
    type: 'change',
    title: 'Menü sayfasına yaz menüsü eklensin',
    description: 'Limonata ve soğuk kahveleri menüye ekleyebilir misiniz? Fiyat listesi ekte.',
    priority: 'medium',
    status: 'pending',
    daysAgo: 1,
  },
  {
    id: 'demo-cr-galeri',
    owner: 'demo',
    website: 'demofotograf.com',
    type: 'gallery',
    title: 'Galeriye yeni düğün fotoğrafları',
    description: 'Geçen haftaki düğünden 12 fotoğrafı galerinin başına koymak istiyorum.',
    priority: 'low',
    status: 'in-progress',
    daysAgo: 6,
  },
  {
    id: 'demo-cr-alan-adi',
    owner: 'demo',
    website: 'demokafe.com.tr',
    type: 'domain',
    title: 'Alan adı yenileme',
    description: 'demokafe.com.tr alan adının süresi dolmadan yenilenmesini rica ederim.',
    priority: 'high',
    status: 'completed',
    daysAgo: 20,
  },
  {
    id: 'demo-cr-ssl',
    owner: 'mehmet',
    website: 'demirinsaat.com',
    type: 'hosting',
    title: 'SSL sertifikası uyarısı',
    description: 'Tarayıcı sitemizde "güvenli değil" uyarısı gösteriyor.',
    priority: 'high',
    status: 'pending',
    daysAgo: 2,
  },
  {
    id: 'demo-cr-iletisim',
    owner: 'zeynep',
    website: 'kayahukuk.com',
    type: 'support',
    title: 'İletişim formu e-postaları gelmiyor',
    description: 'Sitedeki iletişim formundan gelen mesajlar bize ulaşmıyor.',
    priority: 'medium',
    status: 'pending',
    daysAgo: 4,
  },
]

interface DemoTicket {
  id: string
  owner: Owner
  title: string
  description: string
  priority: SupportTicketRecord['priority']
  status: SupportTicketRecord['status']
  daysAgo: number
  adminResponse?: string
}

export const demoTickets: readonly DemoTicket[] = [
  {
    id: 'demo-ticket-eposta',
    owner: 'demo',
    title: 'E-posta hesabı kurulumu',
    description: 'info@demokafe.com.tr adresini telefonuma kuramıyorum.',
    priority: 'normal',
    status: 'open',
    daysAgo: 2,
  },
  {
    id: 'demo-ticket-askida',
    owner: 'can',
    title: 'Hesabım askıya alındı',
    description: 'Ödememi yaptım, hesabım neden hâlâ askıda?',
    priority: 'high',
    status: 'open',
    daysAgo: 4,
  },
  {
    id: 'demo-ticket-fatura',
    owner: 'ayse',
    title: 'Fatura adresi değişikliği',
    description: 'Faturalarımın yeni iş yeri adresime kesilmesini istiyorum.',
    priority: 'low',
    status: 'closed',
    daysAgo: 15,
    adminResponse: 'Fatura adresiniz güncellendi; bir sonraki fatura yeni adrese kesilecek.',
  },
]

interface DemoReply {
  id: string
  threadId: string
  threadKind: ThreadReplyRecord['threadKind']
  from: 'customer' | 'admin'
  body: string
  /** Hours after the thread was opened. */
  hoursLater: number
}

export const demoReplies: readonly DemoReply[] = [
  {
    id: 'demo-reply-galeri-1',
    threadId: 'demo-cr-galeri',
    threadKind: 'customerRequest',
    from: 'admin',
    body: 'Fotoğrafları aldık, bu hafta içinde galeriye ekliyoruz.',
    hoursLater: 20,
  },
  {
    id: 'demo-reply-galeri-2',
    threadId: 'demo-cr-galeri',
    threadKind: 'customerRequest',
    from: 'customer',
    body: 'Teşekkürler! Kapak fotoğrafı gelinle damadın çıkış fotoğrafı olsun lütfen.',
    hoursLater: 26,
  },
  {
    id: 'demo-reply-fatura-1',
    threadId: 'demo-ticket-fatura',
    threadKind: 'supportTicket',
    from: 'admin',
    body: 'Fatura adresiniz güncellendi; bir sonraki fatura yeni adrese kesilecek.',
    hoursLater: 5,
  },
]

interface DemoInvoice {
  id: string
  number: string
  owner: Owner
  plan: string
  amount: number
  status: InvoiceRecord['status']
  issuedDaysAgo: number
  /** Paid this many days after it was issued. */
  paidAfterDays?: number
}

export const demoInvoices: readonly DemoInvoice[] = [
  {
    id: 'demo-inv-1',
    number: 'INV-1001',
    owner: 'demo',
    plan: 'Pro Plan',
    amount: 599,
    status: 'paid',
    issuedDaysAgo: 58,
    paidAfterDays: 1,
  },
  {
    id: 'demo-inv-2',
    number: 'INV-1002',
    owner: 'demo',
    plan: 'Pro Plan',
    amount: 599,
    status: 'paid',
    issuedDaysAgo: 28,
    paidAfterDays: 2,
  },
  {
    id: 'demo-inv-3',
    number: 'INV-1003',
    owner: 'ayse',
    plan: 'Basic Plan',
    amount: 299,
    status: 'paid',
    issuedDaysAgo: 21,
    paidAfterDays: 0,
  },
  {
    id: 'demo-inv-4',
    number: 'INV-1004',
    owner: 'mehmet',
    plan: 'Pro Plan',
    amount: 599,
    status: 'paid',
    issuedDaysAgo: 23,
    paidAfterDays: 1,
  },
  {
    id: 'demo-inv-5',
    number: 'INV-1005',
    owner: 'zeynep',
    plan: 'Premium Plan',
    amount: 999,
    status: 'pending',
    issuedDaysAgo: 3,
  },
  {
    id: 'demo-inv-6',
    number: 'INV-1006',
    owner: 'can',
    plan: 'Basic Plan',
    amount: 299,
    status: 'overdue',
    issuedDaysAgo: 44,
  },
]

/** Daily visitors of the demo customer's published-looking websites over the last 30 days. */
export const demoVisitedSites: readonly { domain: string; perDay: readonly number[] }[] = [
  { domain: 'demokafe.com.tr', perDay: [4, 6, 5, 8, 3, 2, 7] },
  { domain: 'demofotograf.com', perDay: [2, 1, 3, 2, 4, 1, 0] },
]
const VISIT_DAYS = 30
const DEVICES = ['mobile', 'mobile', 'desktop', 'mobile', 'tablet', 'desktop', 'mobile'] as const
const REFERRERS = ['google.com', '', 'instagram.com', 'google.com', '', 'facebook.com'] as const

export interface BackOfficeContext {
  ports: ApiPorts
  tx: Repositories
  now: Date
  created: string[]
  /** The demo customer of seed-demo-data.ts and the demo admin (who answers the threads). */
  demoCustomer: UserRecord
  admin: UserRecord
  packageId: (name: string) => Promise<string | null>
}

async function seedCustomers(context: BackOfficeContext): Promise<Map<Owner, UserRecord>> {
  const { ports, tx, now, created } = context
  const owners = new Map<Owner, UserRecord>([['demo', context.demoCustomer]])
  let passwordHash: string | null = null
  for (const customer of demoCustomers) {
    const existing = await tx.users.findByEmail(customer.email)
    if (existing) {
      owners.set(customer.key, existing)
      continue
    }
    const at = new Date(now.getTime() - customer.daysAgo * DAY).toISOString()
    const invited = customer.status === 'pending'
    // One hash for all of them (demo customers' passwords are not checked at sign-in anyway).
    if (!invited) passwordHash ??= await ports.passwords.hash(ports.ids.uuid())
    const paying = customer.plan !== 'free'
    const user = await tx.users.create(
      newUserRecord(
        { id: ports.ids.uuid(), name: customer.name, email: customer.email, at },
        {
          status: customer.status,
          subscription: customer.plan,
          subscriptionStatus: paying && customer.status === 'active' ? 'active' : 'inactive',
          subscriptionExpiry: paying ? new Date(now.getTime() + 30 * DAY).toISOString() : null,
          packageId: paying ? await context.packageId(customer.plan) : null,
          phone: customer.phone,
          passwordHash: invited ? null : passwordHash,
          emailVerifiedAt: invited ? null : at,
          lastLoginAt: customer.status === 'active' ? new Date(now.getTime() - 2 * DAY).toISOString() : null,
        },
      ),
    )
    owners.set(customer.key, user)
    created.push(`user:${customer.email}`)
  }
  return owners
}

const ownerOf = (owners: Map<Owner, UserRecord>, key: Owner): UserRecord => {
  const owner = owners.get(key)
  if (!owner) throw new Error(`demo seed: no customer '${key}'`)
  return owner
}

async function seedCustomerRequests(context: BackOfficeContext, owners: Map<Owner, UserRecord>) {
  const { tx, now, created } = context
  for (const [n, demo] of demoCustomerRequests.entries()) {
    if (await tx.customerRequests.findById(demo.id)) continue
    const owner = ownerOf(owners, demo.owner)
    const website = demo.website ? await tx.websites.findByDomain(demo.website) : null
    const at = new Date(now.getTime() - demo.daysAgo * DAY).toISOString()
    const lastReply = Math.max(
      0,
      ...demoReplies.filter((r) => r.threadId === demo.id).map((r) => r.hoursLater),
    )
    await tx.customerRequests.create(
      sampleRecord(resources.customerRequests, n, {
        id: demo.id,
        userId: owner.id,
        websiteId: website?.ownerId === owner.id ? website.id : null,
        website: demo.website,
        type: demo.type,
        title: demo.title,
        description: demo.description,
        priority: demo.priority,
        status: demo.status,
        adminNotes: null,
        assigneeId: demo.status === 'pending' ? null : context.admin.id,
        createdAt: at,
        updatedAt: new Date(Date.parse(at) + lastReply * HOUR).toISOString(),
      }),
    )
    created.push(`customer-request:${demo.id}`)
  }
}

async function seedTickets(context: BackOfficeContext, owners: Map<Owner, UserRecord>) {
  const { tx, now, created } = context
  for (const [n, demo] of demoTickets.entries()) {
    if (await tx.supportTickets.findById(demo.id)) continue
    const at = new Date(now.getTime() - demo.daysAgo * DAY).toISOString()
    const lastReply = Math.max(
      0,
      ...demoReplies.filter((r) => r.threadId === demo.id).map((r) => r.hoursLater),
    )
    const updatedAt = new Date(Date.parse(at) + lastReply * HOUR).toISOString()
    await tx.supportTickets.create(
      sampleRecord(resources.supportTickets, n, {
        id: demo.id,
        userId: ownerOf(owners, demo.owner).id,
        title: demo.title,
        description: demo.description,
        priority: demo.priority,
        status: demo.status,
        adminResponse: demo.adminResponse ?? null,
        assigneeId: demo.status === 'open' ? null : context.admin.id,
        closedAt: demo.status === 'closed' ? updatedAt : null,
        createdAt: at,
        updatedAt,
      }),
    )
    created.push(`support-ticket:${demo.id}`)
  }
}

async function seedReplies(context: BackOfficeContext, owners: Map<Owner, UserRecord>) {
  const { tx, now, created } = context
  const replies = tx.resource(resources.threadReplies)
  const threads = [...demoCustomerRequests, ...demoTickets]
  for (const [n, demo] of demoReplies.entries()) {
    if (await replies.findById(demo.id)) continue
    const thread = threads.find((t) => t.id === demo.threadId)
    if (!thread) continue
    const customer = ownerOf(owners, thread.owner)
    const author = demo.from === 'admin' ? context.admin : customer
    const opened = now.getTime() - thread.daysAgo * DAY
    await replies.create(
      sampleRecord(resources.threadReplies, n, {
        id: demo.id,
        threadKind: demo.threadKind,
        threadId: demo.threadId,
        customerId: customer.id,
        authorId: author.id,
        authorRole: demo.from === 'admin' ? 'admin' : 'user',
        authorName: author.name,
        body: demo.body,
        uploadIds: [],
        createdAt: new Date(opened + demo.hoursLater * HOUR).toISOString(),
      }),
    )
    created.push(`thread-reply:${demo.id}`)
  }
}

async function seedInvoices(context: BackOfficeContext, owners: Map<Owner, UserRecord>) {
  const { tx, now, created } = context
  for (const [n, demo] of demoInvoices.entries()) {
    if (await tx.invoices.findById(demo.id)) continue
    if ((await tx.invoices.count({ filter: { number: demo.number } })) > 0) continue
    const owner = ownerOf(owners, demo.owner)
    const issued = now.getTime() - demo.issuedDaysAgo * DAY
    const paid = demo.paidAfterDays === undefined ? null : new Date(issued + demo.paidAfterDays * DAY)
    await tx.invoices.create(
      sampleRecord(resources.invoices, n, {
        id: demo.id,
        number: demo.number,
        userId: owner.id,
        customerName: owner.name,
        customerEmail: owner.email,
        amount: demo.amount,
        currency: 'TRY',
        status: demo.status,
        subscription: demo.plan,
        description: `${demo.plan} aylık abonelik`,
        issueDate: new Date(issued).toISOString(),
        dueDate: new Date(issued + 14 * DAY).toISOString(),
        paidDate: paid?.toISOString() ?? null,
        createdAt: new Date(issued).toISOString(),
        updatedAt: (paid ?? new Date(issued)).toISOString(),
      }),
    )
    created.push(`invoice:${demo.number}`)
  }
}

/** A stable stand-in for the visitor hash the counter stores (nothing personal to hash in a demo). */
const visitorHash = (domain: string, day: string, n: number) =>
  Array.from(`${domain}|${day}|${n}`, (c) => c.charCodeAt(0).toString(16).padStart(4, '0'))
    .join('')
    .slice(-64)
    .padStart(64, '0')

async function seedVisits(context: BackOfficeContext) {
  const { tx, now, created } = context
  const visits = tx.resource(resources.siteVisits)
  let n = 0
  for (const site of demoVisitedSites) {
    const website = await tx.websites.findByDomain(site.domain)
    if (!website || (await visits.count({ filter: { websiteId: website.id } })) > 0) continue
    for (let daysAgo = VISIT_DAYS - 1; daysAgo >= 0; daysAgo--) {
      const at = new Date(now.getTime() - daysAgo * DAY)
      const day = istanbulDay(at)
      const count = site.perDay[daysAgo % site.perDay.length] ?? 0
      for (let i = 0; i < count; i++) {
        n += 1
        await visits.create(
          sampleRecord(resources.siteVisits, n, {
            id: `demo-visit-${site.domain}-${day}-${i}`,
            websiteId: website.id,
            day,
            visitorHash: visitorHash(site.domain, day, i),
            referrer: REFERRERS[n % REFERRERS.length] ?? '',
            device: DEVICES[n % DEVICES.length] ?? 'mobile',
            createdAt: new Date(at.getTime() - (i % 8) * HOUR).toISOString(),
          }),
        )
      }
    }
    created.push(`site-visits:${site.domain}`)
  }
}

/** The log's story of the seeded records, oldest first, each as the real write would have logged it. */
function demoActivity(context: BackOfficeContext, owners: Map<Owner, UserRecord>): ActivityLogEntry[] {
  const ago = (days: number, hours = 0) =>
    new Date(context.now.getTime() - days * DAY - hours * HOUR).toISOString()
  const admin = context.admin
  const entry = (
    id: string,
    timestamp: string,
    who: UserRecord,
    fields: Pick<ActivityLogEntry, 'action' | 'details' | 'type' | 'severity'>,
  ): ActivityLogEntry => ({
    id: `demo-activity-${id}`,
    timestamp,
    userId: who.id,
    user: who.name,
    userEmail: who.email,
    ipAddress: null,
    ...fields,
  })
  const customers = demoCustomers.map((c) => ({ demo: c, user: ownerOf(owners, c.key) }))
  return [
    ...customers.map(({ demo, user }) =>
      entry(`user-${demo.key}`, ago(demo.daysAgo), admin, {
        action: 'Kullanıcı oluşturuldu',
        details:
          demo.status === 'pending'
            ? `${user.name} (${user.email}) eklendi; şifre belirleme daveti gönderildi.`
            : `${user.name} (${user.email}) eklendi.`,
        type: 'user',
        severity: 'success',
      }),
    ),
    ...demoCustomerRequests.map((r) => {
      const user = ownerOf(owners, r.owner)
      return entry(`cr-${r.id}`, ago(r.daysAgo), user, {
        action: 'Müşteri talebi oluşturuldu',
        details: `${r.title} (${r.type}, ${r.priority})`,
        type: 'user',
        severity: 'info',
      })
    }),
    ...demoTickets.map((t) => {
      const user = ownerOf(owners, t.owner)
      return entry(`ticket-${t.id}`, ago(t.daysAgo), user, {
        action: 'Destek talebi oluşturuldu',
        details: `${t.title} (${t.priority})`,
        type: 'user',
        severity: 'info',
      })
    }),
    entry('suspend-can', ago(40), admin, {
      action: 'Kullanıcı askıya alındı',
      details: `${ownerOf(owners, 'can').name}: ödeme 30 günü aştı.`,
      type: 'user',
      severity: 'warning',
    }),
    entry('sign-in-mehmet', ago(2), ownerOf(owners, 'mehmet'), {
      action: 'Giriş yapıldı',
      details: `${ownerOf(owners, 'mehmet').email} şifreyle giriş yaptı.`,
      type: 'security',
      severity: 'success',
    }),
    entry('failed-sign-in', ago(1, 3), ownerOf(owners, 'can'), {
      action: 'Başarısız giriş denemesi',
      details: `${ownerOf(owners, 'can').email}: hesap askıya alınmış.`,
      type: 'security',
      severity: 'warning',
    }),
  ].sort((a, b) => a.timestamp.localeCompare(b.timestamp))
}

async function seedActivity(context: BackOfficeContext, owners: Map<Owner, UserRecord>) {
  const { tx, created } = context
  const log = tx.resource(resources.activityLog)
  let added = 0
  for (const entry of demoActivity(context, owners)) {
    if (await log.findById(entry.id)) continue
    await tx.activityLog.append(entry)
    added += 1
  }
  if (added > 0) created.push(`activity:${added}`)
}

/** Seeds the back-office content for the demo customer and the customers above; idempotent. */
export async function seedBackOffice(context: BackOfficeContext): Promise<void> {
  const owners = await seedCustomers(context)
  await seedCustomerRequests(context, owners)
  await seedTickets(context, owners)
  await seedReplies(context, owners)
  await seedInvoices(context, owners)
  await seedVisits(context)
  await seedActivity(context, owners)
}
