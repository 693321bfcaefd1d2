import { expect, it } from 'vitest'
import { siteStatsMessages } from '../../api/analytics/site-stats-range.shared'
import { siteStatsResponseSchema } from '../../api/analytics/site-stats.shared'
import { createApi } from '../../api/app'
import { sampleRecord } from '../../api/kernel/sample-record'
import { createPageViewCounter } from '../../api/publishing/page-view-counter'
import { sitePageViewResource } from '../../api/publishing/site-page-view-resource'
import { MAX_VISITORS_PER_ADDRESS } from '../../api/publishing/visit-counter'
import { createServices } from '../../api/services'
import { formSubmissionResource } from '../../api/site-forms/form-submission-resource'
import type { Harness } from './harness'
import { publishingSteps } from './published-site-helpers'
import { createWebsite } from './website-helpers'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'
const TWO_PAGES = [
  { id: 'home', name: 'Ana Sayfa', url: '/', status: 'published' as const },
  { id: 'about', name: 'Hakkımızda', url: '/hakkimizda', status: 'published' as const },
]

// A website's own figures (docs/rules/analytics.md#a-websites-own-figures) from the cookieless visit
// counter and the page views (docs/rules/publishing.md#page-views), for its owner and the team.
export function siteStatsSuite(h: Harness) {
  const { site, publish } = publishingSteps(h)

  async function liveSite(name: string) {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const website = await createWebsite(h, owner.user, {
      name: `${name} ${crypto.randomUUID().slice(0, 6)}`,
      pages: TWO_PAGES,
    })
    const { slug } = await publish(admin.token, website.id)
    return { admin, owner, website, base: `/sites/${slug}/` }
  }

  async function stats(token: string, path: string) {
    const res = await h.call('GET', path, { token })
    expect(res.status, res.text).toBe(200)
    return siteStatsResponseSchema.parse(res.body).data
  }

  it('gives the owner visitors per day, devices, referrers, page views and form submissions', async () => {
    const { admin, owner, website, base } = await liveSite('İstatistik')
    // Yesterday: one desktop visitor from Google who sees the home page twice, one phone on the second
    // page; a bot and a HEAD request count for nothing.
    expect(
      (await site(base, { 'x-forwarded-for': '198.51.100.1', referer: 'https://www.google.com/' })).status,
    ).toBe(200)
    await site(base, { 'x-forwarded-for': '198.51.100.1' })
    await site(`${base}hakkimizda`, { 'x-forwarded-for': '198.51.100.2', 'user-agent': IPHONE })
    await site(base, {
      'x-forwarded-for': '198.51.100.3',
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    })
    await site(`${base}hakkimizda`, { 'x-forwarded-for': '198.51.100.4' }, 'HEAD')
    const yesterday = h.store.clock.now().toISOString()
    h.advance(24 * 3600)
    // Today: the desktop visitor again (a visitor of today too), on both pages.
    await site(`${base}hakkimizda`, { 'x-forwarded-for': '198.51.100.1' })
    await site(base, { 'x-forwarded-for': '198.51.100.1' })
    const submissions = h.ports.repos.resource(formSubmissionResource)
    const received = (n: number, kind: 'contact' | 'booking', createdAt: string) =>
      submissions.create(
        sampleRecord(formSubmissionResource, n, {
          websiteId: website.id,
          ownerId: owner.user.id,
          kind,
          createdAt,
        }),
      )
    await received(1, 'contact', yesterday)
    await received(2, 'booking', h.store.clock.now().toISOString())
    await received(3, 'contact', h.store.clock.now().toISOString())

    // A day later: signed in again.
    const ownerToken = (await h.login(owner.user.email)).token
    const adminToken = (await h.login(admin.user.email)).token
    const figures = await stats(ownerToken, `/api/me/websites/${website.id}/stats?days=30`)
    expect(figures.range.days).toBe(30)
    expect(figures.visitors.days).toHaveLength(30)
    expect(figures.visitors.days.at(-1)?.day).toBe(figures.range.to)
    expect(figures.visitors.days.slice(-2).map((day) => day.count)).toEqual([2, 1])
    expect(figures.visitors.total).toBe(3)
    expect(figures.devices).toEqual({ mobile: 1, tablet: 0, desktop: 2 })
    expect(figures.referrers).toEqual([
      { host: '', count: 2 },
      { host: 'www.google.com', count: 1 },
    ])
    expect(figures.pageViews).toEqual({
      total: 5,
      pages: [
        { path: '', views: 3 },
        { path: 'hakkimizda', views: 2 },
      ],
    })
    expect(figures.submissions.total).toBe(3)
    expect(figures.submissions.byKind).toEqual({ contact: 2, booking: 1, newsletter: 0 })
    expect(figures.submissions.days.slice(-2).map((day) => day.byKind)).toEqual([
      { contact: 1, booking: 0, newsletter: 0 },
      { contact: 1, booking: 1, newsletter: 0 },
    ])

    // 90 days, and the team's view of the same website.
    const ninety = await stats(ownerToken, `/api/me/websites/${website.id}/stats?days=90`)
    expect(ninety.visitors.days).toHaveLength(90)
    expect(ninety.visitors.total).toBe(3)
    expect(await stats(adminToken, `/api/admin/websites/${website.id}/stats?days=30`)).toEqual(figures)
    // Without days: the last 30.
    expect((await stats(ownerToken, `/api/me/websites/${website.id}/stats`)).range.days).toBe(30)
  })

  it('answers 404 for another customer’s website and 400 for days other than 30 or 90', async () => {
    const { owner, website } = await liveSite('Başkası')
    const other = await h.customerToken()
    const foreign = await h.call('GET', `/api/me/websites/${website.id}/stats`, { token: other.token })
    expect(foreign.status).toBe(404)
    expect(JSON.stringify(foreign.body)).not.toContain('visitors')
    for (const days of ['7', '31', 'otuz', '']) {
      const res = await h.call('GET', `/api/me/websites/${website.id}/stats?days=${days}`, {
        token: owner.token,
      })
      expect(res.status, days).toBe(400)
      expect(res.body).toMatchObject({ success: false, message: siteStatsMessages.invalidDays })
    }
    expect(
      (await h.call('GET', `/api/admin/websites/${website.id}/stats`, { token: owner.token })).status,
    ).toBe(403)
    const admin = await h.adminToken()
    const missing = await h.call('GET', `/api/admin/websites/${crypto.randomUUID()}/stats`, {
      token: admin.token,
    })
    expect(missing.status).toBe(404)
  })

  it('counts no page view of a visitor over the per-address limit', async () => {
    const { owner, website, base } = await liveSite('Sel')
    // One address making up a new browser for every request: only the first ten are visitors.
    for (let i = 0; i < 25; i++) {
      await site(base, {
        'x-forwarded-for': '198.51.100.40',
        'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/${100 + i}.0 Safari/537.36`,
      })
      h.advance(1)
    }
    // A refused visitor stays refused for the day; an accepted one keeps counting.
    await site(base, {
      'x-forwarded-for': '198.51.100.40',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0 Safari/537.36',
    })
    await site(base, {
      'x-forwarded-for': '198.51.100.40',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/100.0 Safari/537.36',
    })
    const figures = await stats(owner.token, `/api/me/websites/${website.id}/stats`)
    expect(figures.visitors.total).toBe(MAX_VISITORS_PER_ADDRESS)
    expect(figures.pageViews.pages).toEqual([{ path: '', views: MAX_VISITORS_PER_ADDRESS + 1 }])
  })

  it('adds up the page views of several processes on one row', async () => {
    const { owner, website, base } = await liveSite('İki süreç')
    // Two server processes on one database, each with its own page views in memory.
    const first = createServices(h.ports)
    const second = createServices(h.ports)
    const firstApi = createApi(h.ports, { services: first })
    const secondApi = createApi(h.ports, { services: second })
    const visit = (api: typeof firstApi, path: string) =>
      api.request(`${base}${path}`, { headers: { 'user-agent': IPHONE, 'x-forwarded-for': '198.51.100.60' } })
    // Counted as a visitor by the first process; the second finds them counted and counts their views.
    await visit(firstApi, '')
    await visit(secondApi, '')
    await visit(secondApi, 'hakkimizda')
    await Promise.all([first.pageViews.flush(), second.pageViews.flush()])
    const rows = await h.ports.repos
      .resource(sitePageViewResource)
      .list({ filter: { websiteId: website.id } })
    expect(rows.map((row) => [row.path, row.views]).sort()).toEqual([
      ['', 2],
      ['hakkimizda', 1],
    ])
    // Both processes adding to the same rows at once: each addition lands once.
    const counters = [createPageViewCounter(h.ports), createPageViewCounter(h.ports)]
    for (const counter of counters) for (let i = 0; i < 5; i++) counter.add(website.id, '')
    await Promise.all(counters.map((counter) => counter.flush()))
    const figures = await stats(owner.token, `/api/me/websites/${website.id}/stats`)
    expect(figures.visitors.total).toBe(1)
    expect(figures.pageViews.pages).toEqual([
      { path: '', views: 12 },
      { path: 'hakkimizda', views: 1 },
    ])
  })
}
