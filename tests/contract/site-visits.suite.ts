import { expect, it } from 'vitest'
import { siteVisitResource, visitSaltResource } from '../../api/publishing/published-site-resource'
import { listPageSchema } from '../../api/lib/rest-list.shared'
import { adminWebsiteSchema } from '../../api/websites/website.shared'
import type { Harness } from './harness'
import { publishingSteps } from './published-site-helpers'
import { createWebsite } from './website-helpers'
import { MAX_VISITORS_PER_ADDRESS } from '../../api/publishing/visit-counter'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'

// Counting the visits of a published site: once a visitor a day, without cookies or stored addresses.
export function siteVisitsSuite(h: Harness) {
  const { site, publish } = publishingSteps(h)
  const visitors = async (id: string) => (await h.ports.repos.websites.findById(id))?.visitors

  it('counts a visitor once a day, without cookies, and not bots, HEAD requests or images', async () => {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const website = await createWebsite(h, owner.user, { name: `Ziyaret ${crypto.randomUUID().slice(0, 6)}` })
    const { slug } = await publish(admin.token, website.id)
    const path = `/sites/${slug}/`
    const first = await site(path, {
      'x-forwarded-for': '198.51.100.7',
      referer: 'https://www.google.com/search?q=kafe',
    })
    expect(first.headers.get('set-cookie')).toBeNull()
    expect(await visitors(website.id)).toBe(1)
    await site(path, { 'x-forwarded-for': '198.51.100.7' })
    expect(await visitors(website.id)).toBe(1)
    await site(path, {
      'x-forwarded-for': '198.51.100.8',
      'user-agent': IPHONE,
      referer: `http://localhost${path}`,
    })
    expect(await visitors(website.id)).toBe(2)
    await site(path, {
      'x-forwarded-for': '198.51.100.9',
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    })
    await site(path, { 'x-forwarded-for': '198.51.100.10' }, 'HEAD')
    expect(await visitors(website.id)).toBe(2)
    // A returning visitor's 304 is a visit too (once a day like any other).
    const etag = first.headers.get('etag') ?? ''
    const revalidated = await site(path, { 'x-forwarded-for': '198.51.100.11', 'if-none-match': etag })
    expect(revalidated.status).toBe(304)
    expect(await visitors(website.id)).toBe(3)

    const visits = await h.ports.repos.resource(siteVisitResource).list({ filter: { websiteId: website.id } })
    expect(visits.map((visit) => [visit.referrer, visit.device]).sort()).toEqual(
      [
        ['', 'desktop'],
        ['', 'mobile'],
        ['www.google.com', 'desktop'],
      ].sort(),
    )
    for (const visit of visits) expect(JSON.stringify(visit)).not.toContain('198.51.100')
    const day = visits[0]?.day ?? ''
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    h.advance(24 * 3600)
    await site(path, { 'x-forwarded-for': '198.51.100.7' })
    expect(await visitors(website.id)).toBe(4)
    // The past day's salt is gone with the day: its hashes can no longer be tied to anyone.
    await expect.poll(async () => h.ports.repos.resource(visitSaltResource).findById(day)).toBeNull()
  })

  it('gives each row of the admin websites list its own counted visitors', async () => {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const t = crypto.randomUUID().slice(0, 8)
    const visited = async (addresses: string[]) => {
      const website = await createWebsite(h, owner.user, { domain: `sayfa-${addresses.length}-${t}.com` })
      if (addresses.length === 0) return website
      const { slug } = await publish(admin.token, website.id)
      for (const ip of addresses) {
        expect((await site(`/sites/${slug}/`, { 'x-forwarded-for': ip })).status).toBe(200)
      }
      return website
    }
    const two = await visited(['198.51.100.31', '198.51.100.32'])
    const none = await visited([])
    const three = await visited(['198.51.100.33', '198.51.100.34', '198.51.100.35'])
    const one = await visited(['198.51.100.36'])
    const res = await h.call('GET', `/api/admin/websites?q=${t}&pageSize=10`, { token: admin.token })
    expect(res.status, res.text).toBe(200)
    const rows = listPageSchema(adminWebsiteSchema).parse(res.body).data.items
    expect(Object.fromEntries(rows.map((row) => [row.id, row.countedVisitors]))).toEqual({
      [two.id]: 2,
      [none.id]: 0,
      [three.id]: 3,
      [one.id]: 1,
    })
  })

  it('lets one address add at most ten visitors to a site a day, however it varies its user agent', async () => {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const website = await createWebsite(h, owner.user, { name: `Döner ${crypto.randomUUID().slice(0, 6)}` })
    const { slug } = await publish(admin.token, website.id)
    for (let i = 0; i < 25; i++) {
      await site(`/sites/${slug}/`, {
        'x-forwarded-for': '198.51.100.40',
        'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/${100 + i}.0 Safari/537.36`,
      })
      h.advance(1)
    }
    expect(await visitors(website.id)).toBe(MAX_VISITORS_PER_ADDRESS)
    await site(`/sites/${slug}/`, { 'x-forwarded-for': '198.51.100.41' })
    expect(await visitors(website.id)).toBe(MAX_VISITORS_PER_ADDRESS + 1)
  })

  it('keeps counting other sites while one site is flooded with made-up visitors', async () => {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const flooded = await createWebsite(h, owner.user, { name: `Sel ${crypto.randomUUID().slice(0, 6)}` })
    const quiet = await createWebsite(h, owner.user, { name: `Sakin ${crypto.randomUUID().slice(0, 6)}` })
    const floodedSlug = (await publish(admin.token, flooded.id)).slug
    const quietSlug = (await publish(admin.token, quiet.id)).slug
    // One second of a stopped clock: 60 different addresses and agents, then one real visit elsewhere.
    const stopped = h.store.clock.now()
    h.withPorts({ clock: { now: () => new Date(stopped) } })
    for (let i = 0; i < 60; i++) {
      await site(`/sites/${floodedSlug}/`, {
        'x-forwarded-for': `198.51.${101 + (i >> 8)}.${i & 255}`,
        'user-agent': `Mozilla/5.0 (Windows NT 10.0) Chrome/${100 + i}.0`,
      })
    }
    await site(`/sites/${quietSlug}/`, { 'x-forwarded-for': '198.51.100.42' })
    expect(await visitors(quiet.id)).toBe(1)
    expect(await visitors(flooded.id)).toBe(10)
  })
}
