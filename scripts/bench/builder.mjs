// Section 8: the website builder, its live preview and published sites.
// - Rendering a full site (all 11 pages, every feature) with the one renderer (api/site-renderer): p50/p95.
// - Preview session create → frame loaded: from a page of the app, POST /api/preview/session, put its
//   preview_url in an <iframe> and wait for the document's 'sitekur-preview:ready' message. Against the
//   server (service worker blocked) and in the offline demo (a static copy with no backend: the worker's
//   emulation creates the session and renders the page).
// - Keystroke → preview updated: on /#/website-builder, a signed-in customer types into the company name;
//   the time from the input event to the frame's 'sitekur-preview:patched' message.
// - Builder and edit route JavaScript: what a client-side navigation from the dashboard loads (gzip).
// - Lighthouse 13 mobile on a content-rich published site (/sites/{slug}/: six sections, six photos;
//   content-site.mjs), its HTML size compressed (goal ≤ 30 kB) and what its first view transfers
//   (Lighthouse's total byte weight, goal ≤ 150 kB).
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { BENCH_ADMIN, BENCH_USER_PASSWORD, login } from './api-client.mjs'
import { builderPage, previewAgainstServer, previewOffline } from './preview-timing.mjs'
import { contentRichSite } from './content-site.mjs'
import { runLighthouse13, scoreRows } from './lighthouse.mjs'
import { root } from './processes.mjs'
import { kb, ms, naRow, row } from './report.mjs'

const GOALS = { render: 5, previewServer: 300, previewOffline: 150, keystroke: 300 }

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  if (!sorted.length) return null
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const verdict = (value, goal) => (value <= goal ? `goal ≤ ${goal} ms met` : `goal ≤ ${goal} ms MISSED`)

export async function call(baseUrl, path, { method = 'POST', token, body } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text.slice(0, 160)}`)
  return JSON.parse(text)
}

/** The builder form with everything chosen: the largest site the renderer draws. */
function fullForm(options) {
  return {
    companyName: 'Yılmaz Mimarlık ve İnşaat',
    industry: 'insaat',
    description: 'İstanbul ve İzmir’de konut, ofis ve restorasyon projeleri. '.repeat(4),
    contactEmail: 'iletisim@yilmazmimarlik.com.tr',
    contactPhone: '+90 212 555 01 02',
    address: 'Bağdat Caddesi No: 10, Kadıköy / İstanbul',
    website: 'https://yilmazmimarlik.com.tr',
    colorScheme: 'green',
    designStyle: 'corporate',
    template: 'business',
    logo: 'text-only',
    pages: [...options.BUILDER_PAGES],
    menuStructure: 'mega',
    contentType: [...options.BUILDER_CONTENT_TYPES],
    languages: ['tr', 'en'],
    features: [...options.BUILDER_FEATURES],
    integrations: [...options.BUILDER_INTEGRATIONS],
    ecommerce: true,
    blog: true,
    budget: '10000+',
    timeline: '1-month',
    priority: 'design',
    notes: 'Kurumsal kimliğimize uygun, hızlı bir site.',
  }
}

async function renderTiming() {
  const { tsImport } = await import('tsx/esm/api')
  const load = (path) => tsImport(join(root, path), import.meta.url)
  const options = await load('api/builder/builder-options.shared.ts')
  const { builderFormSchema } = await load('api/builder/builder-form.shared.ts')
  const { siteFromBuilderForm } = await load('api/site-renderer/site-from-builder.ts')
  const { renderSite } = await load('api/site-renderer/render-site.ts')
  const form = builderFormSchema.parse(fullForm(options))
  const render = () => renderSite(siteFromBuilderForm(form), { mode: 'published', year: 2026 })
  for (let i = 0; i < 200; i++) render()
  const times = []
  let bytes = 0
  for (let i = 0; i < 1000; i++) {
    const started = performance.now()
    bytes = render().length
    times.push(performance.now() - started)
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes }
}

async function customerAccount(baseUrl) {
  const adminToken = await login(baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password)
  const email = `onizleme-olcum-${Date.now().toString(36)}@example.com`
  await call(baseUrl, '/api/users', {
    token: adminToken,
    body: {
      action: 'create',
      name: 'Deniz Yılmaz',
      email,
      password: BENCH_USER_PASSWORD,
      role: 'user',
      status: 'active',
    },
  })
  const token = await login(baseUrl, email, BENCH_USER_PASSWORD)
  const me = await call(baseUrl, '/api/me', { method: 'GET', token })
  return { email, token, userId: me.data?.user?.id ?? me.user?.id }
}

const latencyRow = (label, result, goal) => {
  if (!result.times.length) return naRow(label, result.failures?.[0] ?? 'no sample')
  const p50 = percentile(result.times, 50)
  const p95 = percentile(result.times, 95)
  const failed = result.failures?.length ? `, ${result.failures.length} failed` : ''
  return row(
    label,
    `p50 ${ms(p50)}, p95 ${ms(p95)} (${result.times.length} samples${failed}); ${verdict(p95, goal)}`,
  )
}

export async function builderSection({ baseUrl, staticDir, launchOptions }) {
  const rows = []
  const json = {}
  const step = async (label, body) => {
    try {
      await body()
    } catch (error) {
      rows.push(naRow(label, error.message.split('\n')[0]))
    }
  }
  await step('Render a full site', async () => {
    const render = await renderTiming()
    json.render = render
    rows.push(
      row(
        'Render a full site (11 pages, every feature)',
        `p50 ${ms(render.p50)}, p95 ${ms(render.p95)}, ${kb(render.bytes)} of HTML; ${verdict(render.p95, GOALS.render)}`,
      ),
    )
  })
  const options = await import('tsx/esm/api').then(({ tsImport }) =>
    tsImport(join(root, 'api/builder/builder-options.shared.ts'), import.meta.url),
  )
  const form = fullForm(options)
  const browser = await chromium.launch(launchOptions)
  try {
    let customer
    await step('Preview against the server', async () => {
      customer = await customerAccount(baseUrl)
      const result = await previewAgainstServer(browser, baseUrl, customer, form)
      json.previewServer = result
      rows.push(latencyRow('Preview session → frame loaded, server', result, GOALS.previewServer))
    })
    await step('Preview in the offline demo', async () => {
      const result = await previewOffline(browser, staticDir, form)
      json.previewOffline = result
      rows.push(latencyRow('Preview session → frame loaded, offline demo', result, GOALS.previewOffline))
    })
    await step('Keystroke → preview updated', async () => {
      if (!customer) throw new Error('no customer account')
      const result = await builderPage(browser, baseUrl, customer.email)
      json.keystroke = result
      rows.push(latencyRow('Keystroke → preview updated (builder, server)', result, GOALS.keystroke))
      rows.push(row('Builder route JS (gzip, beyond the dashboard)', kb(result.builderGzip)))
    })
  } finally {
    await browser.close()
  }
  const notes = []
  await step('Lighthouse 13 on a published site', async () => {
    const site = await contentRichSite(baseUrl, call)
    const url = site.url
    const run = await runLighthouse13({ url, keepAs: 'lighthouse-published-site.json' })
    notes.push(`content-rich published site (6 sections, 6 photos) audited at ${url.replace(baseUrl, '')}`)
    notes.push(...run.notes)
    const scored = scoreRows(run.report, { ranWith: run.ranWith, notes, goal: 1 })
    rows.push(...scored.rows)
    rows.push(row('Published home page HTML (gzip)', kb(site.htmlGzip), '≤ 30 kB', site.htmlGzip <= 30_000))
    const weight = run.report.audits['total-byte-weight']?.numericValue ?? null
    if (weight !== null) rows.push(row('First view transferred', kb(weight), '≤ 150 kB', weight <= 150_000))
    json.publishedSite = {
      url: url.replace(baseUrl, ''),
      scores: scored.scores,
      ...site,
      transferred: weight,
    }
  })
  return { rows, notes, json }
}
