import { expect, it } from 'vitest'
import { websiteEditMessages } from '../../api/websites/website-edit.shared'
import type { Harness } from './harness'
import { createWebsite, editForm, saved, saveWebsite } from './website-helpers'

// Who sets the status (docs/rules/websites.md#who-sets-the-status): a Bakımda or Pasif the team set holds
// against the owner's edit save, which is refused whole; the team lifts it; the owner's own Bakımda does not.
export function websiteStatusHoldSuite(h: Harness) {
  async function teamSetsStatus(token: string, id: string, status: string) {
    const res = await h.call('PATCH', `/api/admin/websites/${id}`, { token, body: { status } })
    expect(res.status, res.text).toBe(200)
  }
  const stored = async (id: string) => {
    const website = await h.ports.repos.websites.findById(id)
    if (!website) throw new Error('website gone')
    return website
  }

  it("refuses the owner's save that changes a Bakımda the team set, and changes nothing", async () => {
    const customer = await h.customerToken()
    const admin = await h.adminToken()
    const website = await createWebsite(h, customer.user, { name: 'Deniz Kafe' })
    await teamSetsStatus(admin.token, website.id, 'maintenance')
    const held = await stored(website.id)
    expect(held).toMatchObject({ status: 'maintenance', statusByTeam: true })

    h.advance(60)
    const res = await saveWebsite(
      h,
      customer.token,
      website.id,
      editForm({ title: 'Deniz Kafe ve Fırın', status: 'active' }),
    )
    expect(res.status, res.text).toBe(409)
    expect(res.body).toMatchObject({
      success: false,
      message: websiteEditMessages.statusHeldByTeam('Bakımda'),
    })
    expect(await stored(website.id)).toEqual(held)

    // The same save keeping the status goes through: only the status is the team's.
    const view = await saved(
      h,
      customer.token,
      website.id,
      editForm({ title: 'Deniz Kafe ve Fırın', status: 'maintenance' }),
    )
    expect(view).toMatchObject({ name: 'Deniz Kafe ve Fırın', status: 'maintenance', statusByTeam: true })
  })

  it('holds a Pasif the team set from its own editor, and lets go once the team sets Aktif', async () => {
    const customer = await h.customerToken()
    const admin = await h.adminToken()
    const website = await createWebsite(h, customer.user)
    const teamSave = await h.app.request(`/api/admin/websites/${website.id}/edit`, {
      method: 'PUT',
      body: editForm({ title: 'Örnek Site', status: 'inactive' }),
      headers: { authorization: `Bearer ${admin.token}` },
    })
    expect(teamSave.status, await teamSave.text()).toBe(200)
    expect(await stored(website.id)).toMatchObject({ status: 'inactive', statusByTeam: true })
    const refused = await saveWebsite(h, customer.token, website.id, editForm({ status: 'draft' }))
    expect(refused.status, refused.text).toBe(409)
    expect(refused.body).toMatchObject({ message: websiteEditMessages.statusHeldByTeam('Pasif') })

    await teamSetsStatus(admin.token, website.id, 'active')
    expect(await stored(website.id)).toMatchObject({ status: 'active', statusByTeam: false })
    const view = await saved(h, customer.token, website.id, editForm({ status: 'maintenance' }))
    expect(view).toMatchObject({ status: 'maintenance', statusByTeam: false })
  })

  it('lets the owner change a Bakımda they set themselves', async () => {
    const customer = await h.customerToken()
    const website = await createWebsite(h, customer.user)
    await saved(h, customer.token, website.id, editForm({ status: 'maintenance' }))
    expect(await stored(website.id)).toMatchObject({ status: 'maintenance', statusByTeam: false })
    const view = await saved(h, customer.token, website.id, editForm({ status: 'active' }))
    expect(view.status).toBe('active')
  })
}
