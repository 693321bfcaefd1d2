import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { startStaticOnlyServer, type StaticOnlyServer } from '../support/static-only-server'
import { pageApi, sessionOf, untilControlled } from '../support/service-worker-page'

// The offline demo (docs/rules/offline-demo-and-sync.md#network-strategy) on a static copy of the
// build with no backend at all: the service worker answers every API call from its emulated API.
// A real customer losing the network against the real server: offline-outbox.spec.ts.

test.use({ serviceWorkers: 'allow' }) // this spec is about the service worker (playwright.config.ts)

const outDir = resolve(process.env.OUT_DIR ?? 'dist')

test.describe('offline demo on a static copy of the build (no backend)', () => {
  let site: StaticOnlyServer
  test.beforeAll(async () => {
    site = await startStaticOnlyServer(outDir, Number(process.env.OFFLINE_DEMO_PORT ?? 0))
  })
  test.afterAll(async () => {
    await site?.stop()
  })

  test('demo admin and demo customer sign in through the service worker, and their data answers', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.goto(`${site.url}/`)
    await untilControlled(page)
    const direct = await page.request.get(`${site.url}/api/auth/login`)
    expect(direct.status()).toBe(404) // nothing but files here

    const admin = await pageApi(page, '/api/auth/login', {
      body: { email: 'admin@sitekur.app', password: 'demo1234' },
    })
    expect(admin).toMatchObject({
      status: 200,
      source: 'emulated',
      body: { success: true, message: 'Admin girişi başarılı (Demo mode)' },
    })
    expect(sessionOf(admin).user).toMatchObject({ role: 'admin', email: 'admin@sitekur.app' })
    // The worker asked the network first; the static host's 404 is not the API.
    expect(site.requests).toContain('POST /api/auth/login')

    const customer = await pageApi(page, '/api/auth/login', {
      body: { email: 'ayse@example.com', password: 'herhangi-bir-sifre' },
    })
    expect(customer).toMatchObject({
      status: 200,
      source: 'emulated',
      body: { message: 'Demo kullanıcı girişi başarılı (offline mode)' },
    })
    expect(sessionOf(customer).user).toMatchObject({ role: 'user', email: 'ayse@example.com' })

    const list = await pageApi(page, '/api/websites', {
      body: { action: 'list' },
      token: sessionOf(admin).token,
    })
    expect(list).toMatchObject({ status: 200, source: 'emulated', body: { success: true } })
    const websites = (list.body.data as { websites: Array<{ domain: string }> }).websites
    expect(websites.map((w) => w.domain)).toContain('demokafe.com.tr')
    // The demo customer's Demo Kafe is live from the start, with its first version.
    const demoCustomer = await pageApi(page, '/api/auth/login', {
      body: { email: 'demo@sitekur.app', password: 'demo1234' },
    })
    const mine = await pageApi(page, '/api/me/websites', { token: sessionOf(demoCustomer).token })
    const items = (
      mine.body.data as { items: Array<{ id: string; domain: string; publishedAt: string | null }> }
    ).items
    const kafe = items.find((website) => website.domain === 'demokafe.com.tr')
    expect(kafe?.publishedAt).not.toBeNull()
    const versions = await pageApi(page, `/api/me/websites/${kafe?.id ?? ''}/versions`, {
      token: sessionOf(demoCustomer).token,
    })
    expect(versions).toMatchObject({
      status: 200,
      source: 'emulated',
      body: { data: { versions: [{ number: 1, name: 'Demo Kafe', live: true }] } },
    })
    const me = await pageApi(page, '/api/me', { token: sessionOf(customer).token })
    expect(me).toMatchObject({
      status: 200,
      source: 'emulated',
      body: { data: { user: { email: 'ayse@example.com' } } },
    })

    // Registration in the demo shows the code (no mail can leave), and the code verifies.
    const email = `demo-kayit-${Date.now()}@example.com`
    const register = await pageApi(page, '/api/auth/register', {
      body: { name: 'Demo Kayıt', email, password: 'Kiraz-Bahcesi-42!' },
    })
    expect(register).toMatchObject({
      status: 200,
      source: 'emulated',
      body: { data: { verification_required: true } },
    })
    const code = (register.body.data as { demo_code: string }).demo_code
    expect(code).toMatch(/^\d{6}$/)
    const verified = await pageApi(page, '/api/auth/verify-email', { body: { email, code } })
    expect(verified).toMatchObject({ status: 200, body: { message: 'Email doğrulama başarılı!' } })

    const health = await pageApi(page, '/health')
    expect(health.source).toBe('emulated')
  })

  test('the sign-in screen: demo admin to the admin panel, any other pair to the customer panel', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.goto(`${site.url}/`)
    await untilControlled(page)
    const signIn = async (email: string, password: string) => {
      await page.goto(`${site.url}/#/login`)
      await page.getByLabel('E-posta').fill(email)
      await page.getByLabel('Şifre', { exact: true }).fill(password)
      await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
    }
    await signIn('admin@sitekur.app', 'demo1234')
    await expect(page.getByText('Admin girişi başarılı (Demo mode)')).toBeVisible()
    await expect(page).toHaveURL(/#\/admin\/dashboard$/)
    await expect(page.getByTestId('availability-banner')).toContainText('Çevrimdışı demo modundasınız')

    await page.evaluate(() => localStorage.clear())
    await signIn('mehmet@example.com', 'bilinmeyen')
    await expect(page.getByText('Demo kullanıcı girişi başarılı (offline mode)')).toBeVisible()
    await expect(page).toHaveURL(/#\/user-dashboard$/)
    // A new address has its own copy of the demo customer's sample websites, Demo Kafe live.
    await page.getByRole('tab', { name: 'Web Sitelerim' }).click()
    const sites = page.getByRole('list', { name: 'Websiteler' })
    const kafe = sites
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Görüntüle: Demo Kafe', exact: true }) })
    await expect(kafe).toContainText('Yayında')
    await expect(sites).toContainText('Demo Fotoğraf Stüdyosu')
    await expect(sites).toContainText('Demo Kafe Blog')
  })
})
