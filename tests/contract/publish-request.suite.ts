import { expect, it } from 'vitest'
import type { Harness } from './harness'
import { publishingSteps } from './published-site-helpers'
import { moveTo, submit } from './request-helpers'
import { createWebsite } from './website-helpers'

// Publishing a completed builder request: a website of the requester made from the request, once.
export function publishRequestSuite(h: Harness) {
  const { site } = publishingSteps(h)

  it('publishes a completed builder request as a website of the requester, once', async () => {
    const admin = await h.adminToken()
    const customer = await h.customerToken()
    const wizard = await submit(h, customer.token, { websiteName: 'Bekleyen Talep' })
    const early = await h.call('POST', `/api/admin/website-requests/${wizard.id}/publish`, {
      token: admin.token,
    })
    expect(early.status).toBe(409)
    expect(early.body).toEqual({ success: false, message: 'Yalnızca tamamlanan talepler yayınlanabilir.' })

    const suffix = crypto.randomUUID().slice(0, 6)
    const created = await h.call('POST', '/api/me/website-requests', {
      token: customer.token,
      body: {
        source: 'builder',
        builderForm: {
          companyName: `Yıldız Diş ${suffix}`,
          contactEmail: 'iletisim@yildizdis.com',
          contactPhone: '0212 555 11 22',
          industry: 'saglik',
          colorScheme: 'green',
          template: 'business',
          pages: ['home', 'about', 'contact'],
          description: 'Ailece diş sağlığı.',
        },
      },
    })
    expect(created.status, created.text).toBe(201)
    const requestId = (created.body as { data: { request: { id: string } } }).data.request.id
    await h.ports.repos.websiteRequests.update(requestId, { requestedDomain: `yildiz-${suffix}.com.tr` })
    await moveTo(h, admin.token, requestId, 'completed')

    const res = await h.call('POST', `/api/admin/website-requests/${requestId}/publish`, {
      token: admin.token,
    })
    expect(res.status, res.text).toBe(200)
    const data = (
      res.body as { data: { website: { id: string; slug: string }; request: { websiteId: string } } }
    ).data
    expect(data.request.websiteId).toBe(data.website.id)
    const website = await h.ports.repos.websites.findById(data.website.id)
    expect(website).toMatchObject({
      ownerId: customer.user.id,
      name: `Yıldız Diş ${suffix}`,
      domain: `yildiz-${suffix}.com.tr`,
      status: 'active',
      template: 'business',
      category: 'saglik',
      design: { primaryColor: '#15803d', secondaryColor: '#14532d' },
      contactInfo: { email: 'iletisim@yildizdis.com', phone: '0212 555 11 22' },
      description: 'Ailece diş sağlığı.',
    })
    expect(website?.pages.map((page) => [page.id, page.url])).toEqual([
      ['home', '/'],
      ['about', '/hakkimizda'],
      ['contact', '/iletisim'],
    ])
    const page = await site(`/sites/${data.website.slug}/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Ailece diş sağlığı.')
    // The customer sees it among their websites.
    const mine = await h.call('GET', '/api/me/websites', { token: customer.token })
    expect(JSON.stringify(mine.body)).toContain(data.website.id)

    const again = await h.call('POST', `/api/admin/website-requests/${requestId}/publish`, {
      token: admin.token,
    })
    expect(again.status).toBe(200)
    expect((again.body as typeof res.body & { data: { website: { id: string } } }).data.website.id).toBe(
      data.website.id,
    )
    expect(await h.ports.repos.websites.count({ filter: { ownerId: customer.user.id } })).toBe(1)
  })

  it('refuses to make a website on a domain another website has', async () => {
    const admin = await h.adminToken()
    const customer = await h.customerToken()
    const domain = `dolu-${crypto.randomUUID().slice(0, 6)}.com`
    await createWebsite(h, admin.user, { domain })
    const request = await submit(h, customer.token, { websiteName: 'Çakışan', requestedDomain: domain })
    await moveTo(h, admin.token, request.id, 'completed')
    const res = await h.call('POST', `/api/admin/website-requests/${request.id}/publish`, {
      token: admin.token,
    })
    expect(res.status).toBe(409)
    expect(res.body).toEqual({ success: false, message: 'Bu domain zaten kullanılıyor.' })
    expect((await h.ports.repos.websiteRequests.findById(request.id))?.websiteId).toBeNull()
  })
}
