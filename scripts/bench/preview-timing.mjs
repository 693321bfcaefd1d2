// The browser side of section 8 (scripts/bench/builder.mjs): a new preview until its frame says ready,
// against the server and in the offline demo, and the builder page's keystroke → patched time and route JS.
import { routeJs } from './route-js.mjs'
import { join } from 'node:path'
import { BENCH_USER_PASSWORD } from './api-client.mjs'
import { root } from './processes.mjs'

const PREVIEW_SAMPLES = Number(process.env.BENCH_PREVIEW_SAMPLES ?? 30)
const KEYSTROKE_SAMPLES = 15

async function previewLoadInPage({ token, userId, form, samples }) {
  const times = []
  const failures = []
  for (let i = 0; i < samples + 3; i++) {
    const started = performance.now()
    const res = await fetch('/api/preview/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        user_id: userId,
        website_id: null,
        viewport_config: { device_type: 'mobile', width: 375, height: 812, zoom_level: 1 },
        source: { kind: 'builder', form: { ...form, companyName: `${form.companyName} ${i}` } },
      }),
    })
    const session = await res.json()
    if (!res.ok) {
      failures.push(`${res.status} ${session.error ?? session.message ?? ''}`)
      continue
    }
    const frame = document.createElement('iframe')
    // As the panel frames it: the offline demo's previews without the attribute (the worker could not
    // answer a sandboxed frame's navigation; its answer carries the CSP sandbox instead).
    if (!session.session_id.startsWith('demo-'))
      frame.setAttribute('sandbox', 'allow-scripts allow-forms allow-popups')
    frame.style.cssText = 'width:375px;height:812px;border:0'
    const ready = new Promise((resolve) => {
      const onMessage = (event) => {
        if (event.source !== frame.contentWindow || event.data?.type !== 'sitekur-preview:ready') return
        window.removeEventListener('message', onMessage)
        resolve()
      }
      window.addEventListener('message', onMessage)
    })
    frame.src = session.preview_url
    document.body.append(frame)
    const outcome = await Promise.race([ready.then(() => 'ready'), new Promise((r) => setTimeout(r, 5000))])
    if (outcome === 'ready') {
      if (i >= 3) times.push(performance.now() - started)
    } else failures.push('no ready message in 5 s')
    frame.remove()
    await fetch(`/api/preview/${session.session_id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    })
  }
  return { times, failures }
}

export async function previewAgainstServer(browser, baseUrl, customer, form) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    await page.goto(`${baseUrl}/#/`)
    return await page.evaluate(previewLoadInPage, { ...customer, form, samples: PREVIEW_SAMPLES })
  } finally {
    await context.close()
  }
}

export async function previewOffline(browser, staticDir, form) {
  const { tsImport } = await import('tsx/esm/api')
  const { startStaticOnlyServer } = await tsImport(
    join(root, 'tests/support/static-only-server.ts'),
    import.meta.url,
  )
  const site = await startStaticOnlyServer(staticDir, 0)
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${site.url}/`)
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
      timeout: 30_000,
    })
    const session = await page.evaluate(async () => {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ayse@example.com', password: 'olcum-sifresi' }),
      })
      const body = await res.json()
      return { token: body.data.token, userId: body.data.user.id }
    })
    return await page.evaluate(previewLoadInPage, { ...session, form, samples: PREVIEW_SAMPLES })
  } finally {
    await context.close()
    await site.stop()
  }
}

/** A signed-in customer on the builder: input event → 'sitekur-preview:patched', and the route's JS. */
export async function builderPage(browser, baseUrl, email) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    await page.goto(`${baseUrl}/#/login`)
    await page.getByLabel('E-posta').fill(email)
    await page.getByLabel('Şifre', { exact: true }).fill(BENCH_USER_PASSWORD)
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
    await page.waitForURL(/#\/user-dashboard/, { timeout: 30_000 })
    await page.waitForLoadState('networkidle').catch(() => {})

    const builderGzip = (await routeJs(page, '#/website-builder')).gzip
    const company = page.getByLabel(/Firma adı/)
    await company.waitFor({ timeout: 15_000 })
    await page.evaluate(() => {
      window.__benchPatched = []
      window.__benchInputs = []
      addEventListener('message', (event) => {
        if (event.data?.type === 'sitekur-preview:patched') window.__benchPatched.push(performance.now())
      })
      document.addEventListener('input', () => window.__benchInputs.push(performance.now()), true)
    })
    // The panel has made its session and the frame has said ready before the first keystroke.
    await page.waitForTimeout(1500)
    const times = []
    for (let i = 0; i < KEYSTROKE_SAMPLES; i++) {
      const before = await page.evaluate(() => window.__benchPatched.length)
      await company.press(i % 2 ? 'Backspace' : 'a')
      await page
        .waitForFunction((n) => window.__benchPatched.length > n, before, { timeout: 5000 })
        .catch(() => {})
      const delta = await page.evaluate(() => {
        const input = window.__benchInputs.at(-1)
        const patched = window.__benchPatched.find((t) => t >= input)
        return patched === undefined ? null : patched - input
      })
      if (delta !== null) times.push(delta)
      await page.waitForTimeout(400)
    }
    return { builderGzip, times }
  } finally {
    await context.close()
  }
}
