import { expect, it } from 'vitest'
import { auditResource } from '../../api/audit/audit-resource'
import { formSubmissionResource } from '../../api/site-forms/form-submission-resource'
import type { FormSubmissionRecord } from '../../api/site-forms/form-submission.shared'
import type { UserRecord } from '../../api/users/user.shared'
import type { Harness } from './harness'
import { createWebsite } from './website-helpers'

// How long a site's form submissions are kept, chosen by its owner (docs/rules/site-forms.md#retention):
// 1, 3, 6, 12 (none chosen) or 24 months, and the nightly job deleting each site's by its own period.

export function formRetentionSuite(h: Harness) {
  const retentionPath = (websiteId: string) => `/api/me/websites/${websiteId}/submissions/retention`

  async function siteWithMessage(owner: UserRecord) {
    const website = await createWebsite(h, owner, { name: `Kuaför ${crypto.randomUUID().slice(0, 6)}` })
    const at = h.store.clock.now().toISOString()
    const message: FormSubmissionRecord = {
      id: crypto.randomUUID(),
      websiteId: website.id,
      ownerId: owner.id,
      kind: 'contact',
      state: 'received',
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      phone: '',
      message: 'Merhaba',
      service: '',
      preferredDate: '',
      preferredTime: '',
      page: '',
      language: 'tr',
      confirmTokenHash: null,
      readAt: null,
      createdAt: at,
      updatedAt: at,
    }
    await h.ports.repos.resource(formSubmissionResource).create(message)
    return website
  }

  const left = (websiteId: string) =>
    h.ports.repos.resource(formSubmissionResource).count({ filter: { websiteId } })

  it('deletes a 40-day-old message of a site kept 1 month and keeps one of a site on the default', async () => {
    const owner = await h.customerToken()
    const short = await siteWithMessage(owner.user)
    const usual = await siteWithMessage(owner.user)
    const set = await h.call('PUT', retentionPath(short.id), { token: owner.token, body: { months: 1 } })
    expect(set.status, set.text).toBe(200)
    expect((await h.ports.repos.websites.findById(short.id))?.formRetentionMonths).toBe(1)
    const audited = await h.ports.repos
      .resource(auditResource)
      .list({ filter: { resource: 'websites', recordId: short.id } })
    expect(audited.map((entry) => entry.after)).toContainEqual({ formRetentionMonths: 1 })

    h.advance(40 * 86_400)
    const admin = await h.adminToken()
    const run = await h.call('POST', '/api/admin/jobs/form-retention/run', { token: admin.token })
    expect(run.status, run.text).toBe(200)
    expect(await left(short.id)).toBe(0)
    expect(await left(usual.id)).toBe(1)
  })

  it('refuses a period other than 1, 3, 6, 12 or 24 months with 422 and changes nothing', async () => {
    const owner = await h.customerToken()
    const website = await siteWithMessage(owner.user)
    for (const months of [2, 0, 36, '6', null]) {
      const res = await h.call('PUT', retentionPath(website.id), { token: owner.token, body: { months } })
      expect(res.status, res.text).toBe(422)
      expect(res.text).toContain('1, 3, 6, 12 ya da 24 ay')
    }
    expect((await h.ports.repos.websites.findById(website.id))?.formRetentionMonths ?? null).toBeNull()
  })

  it('answers 404 to another customer and leaves the owner’s period as it was', async () => {
    const owner = await h.customerToken()
    const other = await h.customerToken()
    const website = await siteWithMessage(owner.user)
    const own = await h.call('PUT', retentionPath(website.id), { token: owner.token, body: { months: 6 } })
    expect(own.status, own.text).toBe(200)
    const res = await h.call('PUT', retentionPath(website.id), { token: other.token, body: { months: 1 } })
    expect(res.status, res.text).toBe(404)
    expect((await h.ports.repos.websites.findById(website.id))?.formRetentionMonths).toBe(6)
  })
}
