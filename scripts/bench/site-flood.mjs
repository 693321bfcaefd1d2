// A flood against one published site (docs/rules/site-forms.md#spam, docs/rules/publishing.md#visits):
// 2,000 posts to its contact form and 2,000 page views with a new user agent each, all from one loopback
// address, while another site's page is timed. What must hold: the other site's p95 stays under 100 ms,
// a handful of the posts are stored at most, and the flooded site's visitors grow by a bounded number.
// `npm run bench` runs it as a section (BENCH_SECTIONS=siteFlood).
import { BENCH_ADMIN, login } from './api-client.mjs'
import { runLoad } from './load.mjs'
import { ms, row } from './report.mjs'

const POSTS = 2_000
const VIEWS = 2_000
const CONCURRENCY = 20
export const OTHER_PAGE_P95_GOAL_MS = 100
/** The form limits let one address store five posts to one site in ten minutes (api/site-forms/form-limits.ts). */
const STORED_GOAL = 5
/** One address adds at most ten visitors to a site a day (api/publishing/visit-counter.ts). */
const VISITORS_GOAL = 10

async function api(baseUrl, path, token, { method = 'GET', body } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const json = await res.json().catch(() => ({}))
  if (!res.ok) throw new Error(`${path} → ${res.status} ${json.message ?? ''}`)
  return json
}

async function publishedSite(baseUrl, admin, name) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const created = await api(baseUrl, '/api/websites', admin, {
    method: 'POST',
    body: { action: 'create', name, domain: `sel-${stamp}.example.com`, ownerEmail: BENCH_ADMIN.email },
  })
  const website = created.data?.website ?? created.website ?? created.data
  const published = await api(baseUrl, `/api/admin/websites/${website.id}/publish`, admin, { method: 'POST' })
  return { id: website.id, base: `${baseUrl}/sites/${published.data.website.slug}/` }
}

/** Runs `count` calls of `task(i)`, `CONCURRENCY` at a time; answers the statuses seen. */
async function flood(count, task) {
  const statuses = {}
  let next = 0
  const worker = async () => {
    while (next < count) {
      const status = await task(next++).catch(() => 'error')
      statuses[status] = (statuses[status] ?? 0) + 1
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return statuses
}

const statusText = (statuses) =>
  Object.entries(statuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ')

export async function siteFloodSection({ baseUrl }) {
  const admin = await login(baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password)
  const flooded = await publishedSite(baseUrl, admin, 'Sel Altındaki Kafe')
  const other = await publishedSite(baseUrl, admin, 'Sakin Fırın')
  const contactPage = `${flooded.base}iletisim`
  const html = await (await fetch(contactPage)).text()
  const section = /name="_section" value="([^"]+)"/.exec(html)?.[1]
  const time = /name="_t" value="([^"]+)"/.exec(html)?.[1]
  if (!section || !time) throw new Error('the contact page has no form')
  // The time trap: a person needs a few seconds; the flood waits them out once and reuses the time.
  await new Promise((resolve) => setTimeout(resolve, 8_000))
  const visitorsBefore = (await api(baseUrl, `/api/admin/websites/${flooded.id}`, admin)).data.website
    .visitors

  const timing = runLoad({ url: other.base, concurrency: 1, seconds: 20 })
  const started = performance.now()
  const [posts, views] = await Promise.all([
    flood(POSTS, async (i) => {
      const body = new URLSearchParams({
        _form: 'contact',
        _section: section,
        _t: time,
        name: `Reklam ${i}`,
        email: `spam${i}@example.com`,
        message: 'Ucuz takipçi!',
        consent: 'yes',
      })
      const res = await fetch(contactPage, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      })
      await res.arrayBuffer()
      return res.status
    }),
    flood(VIEWS, async (i) => {
      const res = await fetch(flooded.base, { headers: { 'user-agent': `Mozilla/5.0 Sel/${i}` } })
      await res.arrayBuffer()
      return res.status
    }),
  ])
  const floodSeconds = (performance.now() - started) / 1000
  const otherPage = await timing
  const stored = (await api(baseUrl, `/api/me/websites/${flooded.id}/submissions?pageSize=100`, admin)).data
    .total
  const visitorsAfter = (await api(baseUrl, `/api/admin/websites/${flooded.id}`, admin)).data.website.visitors
  const added = visitorsAfter - visitorsBefore
  return {
    rows: [
      row(`${POSTS} form posts from one address (${floodSeconds.toFixed(1)} s)`, statusText(posts)),
      row(`${VIEWS} views with rotating user agents`, statusText(views)),
      row('Posts stored in the site’s inbox', String(stored), `≤ ${STORED_GOAL}`, stored <= STORED_GOAL),
      row('Visitors the flood added', String(added), `≤ ${VISITORS_GOAL}`, added <= VISITORS_GOAL),
      row(
        'Another site’s page meanwhile: p50 / p95 / max',
        `${ms(otherPage.p50)} / ${ms(otherPage.p95)} / ${ms(otherPage.max)} (${otherPage.requests} views)`,
        `p95 < ${OTHER_PAGE_P95_GOAL_MS} ms`,
        otherPage.p95 < OTHER_PAGE_P95_GOAL_MS,
      ),
    ],
    json: { posts, views, stored, visitorsAdded: added, floodSeconds, otherPage },
  }
}
