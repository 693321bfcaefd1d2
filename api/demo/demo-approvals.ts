import { approvalResource } from '../approvals/approval-resource'
import { pendingKeyOf } from '../approvals/requested-changes'
import type { ApprovalData, ApprovalRecord } from '../approvals/approval.shared'
import type { DemoOwner } from './demo-customers'
import { before, type DemoOwners, type DemoSeedContext } from './demo-seed-context'

// The demo's approval requests (docs/rules/approvals.md), one list for both hosts: every type and
// status, their current values as the demo's records hold them (an approved change already shows in
// them). A request whose owner or website the host left out is left out too. Ids are fixed.

type Decision = { status: 'approved' | 'rejected'; notes: string; daysAgo: number } | { status: 'withdrawn' }

interface DemoApproval {
  id: string
  owner: DemoOwner
  type: ApprovalRecord['type']
  /** website_change: the demo website's id (demoCustomerWebsites). */
  websiteId?: string
  /** Package names stand for their ids (resolved when seeding). */
  currentData: ApprovalData
  requestedData: ApprovalData
  reason: string | null
  daysAgo: number
  decision?: Decision
}

export const demoApprovals: readonly DemoApproval[] = [
  {
    id: 'demo-approval-1',
    owner: 'ayse',
    type: 'subscription_change',
    currentData: { package: 'launch' },
    requestedData: { package: 'scale' },
    reason: 'İkinci bir şube için site açmak istiyorum.',
    daysAgo: 1,
  },
  {
    id: 'demo-approval-2',
    owner: 'mehmet',
    type: 'website_change',
    websiteId: 'demo-site-blog',
    currentData: { name: 'Demir İnşaat Blog', domain: 'blog.demirinsaat.com' },
    requestedData: { domain: 'santiyenotlari.com' },
    reason: 'Blogu ayrı bir alan adında yayınlamak istiyoruz.',
    daysAgo: 2,
  },
  {
    id: 'demo-approval-3',
    owner: 'zeynep',
    type: 'profile_update',
    currentData: { name: 'Zeynep Kaya Yıldız' },
    requestedData: { name: 'Zeynep Kaya' },
    reason: 'Soyadım değişti.',
    daysAgo: 9,
    decision: { status: 'approved', notes: 'Kimlik bilgisi doğrulandı.', daysAgo: 8 },
  },
  {
    id: 'demo-approval-4',
    owner: 'can',
    type: 'account_deletion',
    currentData: { name: 'Can Öztürk', email: 'can.ozturk@example.com', websites: 0 },
    requestedData: { deleteAccount: true },
    reason: null,
    daysAgo: 6,
    decision: {
      status: 'rejected',
      notes: 'Ödenmemiş faturanız var; ödeme sonrası yeniden talep edebilirsiniz.',
      daysAgo: 5,
    },
  },
  {
    id: 'demo-approval-5',
    owner: 'mehmet',
    type: 'subscription_change',
    currentData: { package: 'scale' },
    requestedData: { package: 'vision' },
    reason: null,
    daysAgo: 14,
    decision: { status: 'withdrawn' },
  },
  {
    id: 'demo-approval-6',
    owner: 'demo',
    type: 'subscription_change',
    currentData: { package: 'scale' },
    requestedData: { package: 'launch' },
    reason: 'Bir süre daha az özellikle devam etmek istiyorum.',
    daysAgo: 20,
    decision: { status: 'rejected', notes: 'Yıllık taahhüdünüz dolmadan plan düşürülemiyor.', daysAgo: 19 },
  },
]

/** `{ package: code }` as the API stores a plan: the package's id, name and price. */
async function planData({ tx }: DemoSeedContext, data: ApprovalData): Promise<ApprovalData | null> {
  if (typeof data.package !== 'string') return data
  const pkg = await tx.packages.findOne({ code: data.package })
  return pkg ? { packageId: pkg.id, subscription: pkg.name, price: pkg.price } : null
}

export async function seedDemoApprovals(context: DemoSeedContext, owners: DemoOwners): Promise<void> {
  const { tx, now, admin, created, keys } = context
  const approvals = tx.resource(approvalResource)
  for (const demo of demoApprovals) {
    const owner = owners.get(demo.owner)
    const [id, websiteId] = [keys.id(demo.id), demo.websiteId ? keys.id(demo.websiteId) : null]
    if (!owner || (await approvals.findById(id))) continue
    if (websiteId && !(await tx.websites.findById(websiteId))) continue
    const [currentData, requestedData] = await Promise.all([
      planData(context, demo.currentData),
      planData(context, demo.requestedData),
    ])
    if (!currentData || !requestedData) continue
    const pending = !demo.decision
    const pendingKey = pending ? pendingKeyOf(demo.type, websiteId ?? owner.id) : ''
    if (pendingKey && (await approvals.findOne({ pendingKey }))) continue
    const decided = demo.decision && demo.decision.status !== 'withdrawn' ? demo.decision : null
    await approvals.create({
      id,
      type: demo.type,
      userId: owner.id,
      userName: owner.name,
      userEmail: owner.email,
      websiteId,
      currentData,
      requestedData,
      reason: demo.reason,
      status: demo.decision?.status ?? 'pending',
      pendingKey,
      reviewedAt: decided ? before(now, decided.daysAgo) : null,
      reviewedBy: decided ? admin.name || 'Admin' : null,
      reviewerId: decided ? admin.id : null,
      adminNotes: decided?.notes ?? null,
      createdAt: before(now, demo.daysAgo),
      updatedAt: before(now, decided?.daysAgo ?? demo.daysAgo),
    })
    created.push(`approval:${id}`)
  }
}
