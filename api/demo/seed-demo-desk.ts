import { resources } from '../kernel/resources'
import { sampleRecord } from '../kernel/sample-record'
import { demoCustomerRequests, demoReplies, demoTickets } from './demo-desk'
import { before, HOUR, lastReplyAt, type DemoOwners, type DemoSeedContext } from './demo-seed-context'

// The demo's support desk (demo-desk.ts) for seedDemoCustomers. Records start from the kernel's sample
// record of their resource (api/kernel/sample-record.ts), so a field added to a resource later still gets
// a valid value here.

const repliesTo = (threadId: string) => demoReplies.filter((r) => r.threadId === threadId)

export async function seedDemoCustomerRequests(context: DemoSeedContext, owners: DemoOwners) {
  const { tx, now, created, keys } = context
  for (const [n, demo] of demoCustomerRequests.entries()) {
    const owner = owners.get(demo.owner)
    const id = keys.id(demo.id)
    if (!owner || (await tx.customerRequests.findById(id))) continue
    const named = demo.website ? keys.domain(demo.website) : null
    const website = named ? await tx.websites.findByDomain(named) : null
    const at = before(now, demo.daysAgo)
    await tx.customerRequests.create(
      sampleRecord(resources.customerRequests, n, {
        id,
        userId: owner.id,
        websiteId: website?.ownerId === owner.id ? website.id : null,
        website: named,
        type: demo.type,
        title: demo.title,
        description: demo.description,
        priority: demo.priority,
        status: demo.status,
        adminNotes: null,
        assigneeId: demo.status === 'pending' ? null : context.admin.id,
        createdAt: at,
        updatedAt: lastReplyAt(at, repliesTo(demo.id)),
      }),
    )
    created.push(`customer-request:${id}`)
  }
}

export async function seedDemoTickets(context: DemoSeedContext, owners: DemoOwners) {
  const { tx, now, created, keys } = context
  for (const [n, demo] of demoTickets.entries()) {
    const owner = owners.get(demo.owner)
    const id = keys.id(demo.id)
    if (!owner || (await tx.supportTickets.findById(id))) continue
    const at = before(now, demo.daysAgo)
    const updatedAt = lastReplyAt(at, repliesTo(demo.id))
    await tx.supportTickets.create(
      sampleRecord(resources.supportTickets, n, {
        id,
        userId: owner.id,
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
    created.push(`support-ticket:${id}`)
  }
}

export async function seedDemoReplies(context: DemoSeedContext, owners: DemoOwners) {
  const { tx, now, created, keys } = context
  const replies = tx.resource(resources.threadReplies)
  const threads = [...demoCustomerRequests, ...demoTickets]
  for (const [n, demo] of demoReplies.entries()) {
    const thread = threads.find((t) => t.id === demo.threadId)
    const customer = thread && owners.get(thread.owner)
    const id = keys.id(demo.id)
    if (!thread || !customer || (await replies.findById(id))) continue
    const author = demo.from === 'admin' ? context.admin : customer
    const opened = Date.parse(before(now, thread.daysAgo))
    await replies.create(
      sampleRecord(resources.threadReplies, n, {
        id,
        threadKind: demo.threadKind,
        threadId: keys.id(demo.threadId),
        customerId: customer.id,
        authorId: author.id,
        authorRole: demo.from === 'admin' ? 'admin' : 'user',
        authorName: author.name,
        body: demo.body,
        uploadIds: [],
        createdAt: new Date(opened + demo.hoursLater * HOUR).toISOString(),
      }),
    )
    created.push(`thread-reply:${id}`)
  }
}
