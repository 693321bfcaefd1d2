import { expect, it } from 'vitest'
import { auditResource } from '../../api/audit/audit-resource'
import type { Repositories } from '../../api/ports'
import { listPageSchema } from '../../api/lib/rest-list.shared'
import { adminWebsiteSchema } from '../../api/websites/website.shared'
import type { Harness } from './harness'
import { createWebsite } from './website-helpers'

// A user's changes on the customers screen when two admins act at once, and what follows a change of
// e-mail (docs/rules/customers.md#roles-and-status, docs/rules/customers.md#history-and-activity).

const USERS = '/api/admin/users'
const websiteList = listPageSchema(adminWebsiteSchema)

/**
 * The store's repositories, but every count of users inside a transaction waits a moment before it
 * answers: of two changes racing, both count before either writes unless something serialises them.
 */
function pausingAfterUserCounts(repos: Repositories, ms = 60): Repositories {
  const paused = (tx: Repositories): Repositories => ({
    ...tx,
    users: {
      ...tx.users,
      async count(options) {
        const counted = await tx.users.count(options)
        await new Promise((resolve) => setTimeout(resolve, ms))
        return counted
      },
    },
  })
  return { ...repos, transaction: (fn) => repos.transaction((tx) => fn(paused(tx))) }
}

/** The store's repositories, but the first look-up by e-mail outside a transaction finds nobody. */
function missingTheFirstEmailLookUp(repos: Repositories): Repositories {
  let missed = false
  return {
    ...repos,
    users: {
      ...repos.users,
      async findByEmail(email) {
        if (missed) return repos.users.findByEmail(email)
        missed = true
        return null
      },
    },
  }
}

export function customerChangesSuite(h: Harness) {
  const patch = (token: string, id: string, body: unknown) =>
    h.call('PATCH', `${USERS}/${id}`, { token, body })
  const activeAdmins = () => h.ports.repos.users.count({ filter: { role: 'admin', status: 'active' } })

  it('lets only one of two admins demoting and suspending each other at once win', async () => {
    const one = await h.adminToken()
    const two = await h.adminToken()
    // The store is shared: every other active admin steps aside for this test, then comes back.
    const others = (
      await h.ports.repos.users.list({ filter: { role: 'admin', status: 'active' }, limit: 500 })
    ).filter((admin) => admin.id !== one.user.id && admin.id !== two.user.id)
    for (const admin of others) await h.ports.repos.users.update(admin.id, { status: 'pending' })
    try {
      expect(await activeAdmins()).toBe(2)
      h.withPorts({ repos: pausingAfterUserCounts(h.ports.repos) })
      const answers = await Promise.all([
        patch(one.token, two.user.id, { role: 'user' }),
        patch(two.token, one.user.id, { status: 'suspended' }),
      ])
      // One wins. The other is refused by the last-admin rule, or, where the store ran the two one
      // after the other (PGlite's one connection), already by the access check (demoted or suspended).
      const statuses = answers.map((answer) => answer.status)
      expect(statuses.filter((status) => status === 200)).toHaveLength(1)
      const refused = answers.find((answer) => answer.status !== 200)
      expect([401, 403, 409]).toContain(refused?.status)
      if (refused?.status === 409)
        expect((refused.body as { message: string }).message).toMatch(/^Sistemdeki son yönetici/)
      expect(await activeAdmins()).toBe(1)
    } finally {
      for (const admin of others) await h.ports.repos.users.update(admin.id, { status: 'active' })
    }
  })

  it('answers 409 when another account takes the address between the check and the write', async () => {
    const { token } = await h.adminToken()
    const taken = await h.createUser()
    const customer = await h.createUser()
    h.withPorts({ repos: missingTheFirstEmailLookUp(h.ports.repos) })
    const res = await patch(token, customer.id, { email: taken.email.toUpperCase() })
    expect(res.status, res.text).toBe(409)
    expect(res.body).toEqual({ success: false, message: 'Bu email adresi zaten kullanılıyor.' })
    expect((await h.ports.repos.users.findById(customer.id))?.email).toBe(customer.email)
  })

  it('keeps the websites’ owner e-mail and name in step, so the search by owner finds them', async () => {
    const { token, user: admin } = await h.adminToken()
    const customer = await h.createUser({ name: 'Eski Sahip' })
    const other = await h.createUser()
    const domain = () => `${crypto.randomUUID().slice(0, 8)}.com`
    const [first, second] = [
      await createWebsite(h, customer, { domain: domain() }),
      await createWebsite(h, customer, { domain: domain() }),
    ]
    const theirs = await createWebsite(h, other, { domain: domain() })
    const email = h.email('yeni-adres')
    const res = await patch(token, customer.id, { email, name: 'Yeni Sahip', reason: 'Adres değişti' })
    expect(res.status, res.text).toBe(200)

    for (const website of [first, second])
      expect(await h.ports.repos.websites.findById(website.id)).toMatchObject({
        ownerId: customer.id,
        ownerEmail: email,
        owner: 'Yeni Sahip',
      })
    expect(await h.ports.repos.websites.findById(theirs.id)).toEqual(theirs)
    const search = async (q: string) => {
      const found = await h.call('GET', `/api/admin/websites?q=${encodeURIComponent(q)}`, { token })
      expect(found.status, found.text).toBe(200)
      return websiteList.parse(found.body).data.items.map((website) => website.id)
    }
    expect((await search(email)).sort()).toEqual([first.id, second.id].sort())
    expect(await search(customer.email)).toEqual([])

    const [row] = await h.ports.repos
      .resource(auditResource)
      .list({ filter: { resource: 'websites', recordId: first.id } })
    expect(row).toMatchObject({
      action: 'update',
      actorId: admin.id,
      reason: 'Adres değişti',
      before: { ownerEmail: customer.email, owner: 'Eski Sahip' },
      after: { ownerEmail: email, owner: 'Yeni Sahip' },
    })
  })
}
