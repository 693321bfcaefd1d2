import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, expect, test } from '@playwright/test'
import { chromiumLaunchOptions } from '../support/chromium'
import { startOwnServer, type OwnServer } from '../support/own-server'
import { openSignedIn } from '../support/api-sign-in'
import { outboxRows, pageApi, sessionOf, untilControlled } from '../support/service-worker-page'

// A signed-in customer loses the network (docs/rules/offline-demo-and-sync.md#outbox),
// against the real server: reads come from the last good copy, a write waits in the outbox (202
// queued), survives a reload and a browser restart, and is applied exactly once after the replay.

test.use({ serviceWorkers: 'allow' }) // this spec is about the service worker (playwright.config.ts)

const outDir = resolve(process.env.OUT_DIR ?? 'dist')
const ADMIN = { email: 'yonetici@sitekur.test', password: 'Yonetici-Parola-2024!' }

test.describe('a signed-in customer against the real server', () => {
  let server: OwnServer
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startOwnServer(outDir, {
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  /** A call from Node straight to the server (never through the browser or its worker). */
  async function direct(
    path: string,
    init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) {
    const res = await fetch(`${server.url}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    return {
      status: res.status,
      headers: res.headers,
      body: (await res.json()) as Record<string, unknown> & { data: Record<string, unknown> },
    }
  }
  const directLogin = async (email: string, password: string) =>
    ((await direct('/api/auth/login', { body: { email, password } })).body.data as { token: string }).token
  const phoneOnServer = async (token: string) =>
    ((await direct('/api/me', { token })).body.data as { user: { phone: string | null } }).user.phone
  /** A new customer, made by the admin through the API: their sign-in. */
  async function newCustomer(prefix: string, name: string) {
    const adminToken = await directLogin(ADMIN.email, ADMIN.password)
    const customer = { email: `${prefix}-${Date.now()}@example.com`, password: 'Musteri-Sifre-2024!' }
    const created = await direct('/api/users', {
      token: adminToken,
      body: { action: 'create', name, ...customer, role: 'user' },
    })
    expect(created.status).toBe(201)
    return customer
  }

  test('offline: reads from the last good copy, a write is queued, survives a reload, is applied once', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    const customer = await newCustomer('musteri', 'Çevrimdışı Müşteri')

    await page.goto(`${server.url}/`)
    await untilControlled(page)
    const signedIn = await pageApi(page, '/api/auth/login', { body: customer })
    expect(signedIn).toMatchObject({ status: 200, source: 'network', body: { message: 'Giriş başarılı' } })
    const token = sessionOf(signedIn).token
    const live = await pageApi(page, '/api/me', { token })
    expect(live).toMatchObject({ status: 200, source: 'network', body: { data: { user: { phone: null } } } })

    await context.setOffline(true)
    const cached = await pageApi(page, '/api/me', { token })
    expect(cached).toMatchObject({ status: 200, source: 'cache', body: live.body })
    // A routed screen is open (its banner reads the worker's outbox database live) when the write is queued.
    await page.goto(`${server.url}/#/login`)
    const banner = page.getByTestId('availability-banner')
    await expect(banner).toBeAttached()
    await expect(banner).not.toContainText('gönderilmeyi bekliyor')
    const write = await pageApi(page, '/api/me', {
      method: 'PUT',
      body: { phone: '+90 555 111 22 33' },
      token,
    })
    expect(write).toMatchObject({
      status: 202,
      source: 'queued',
      body: {
        success: true,
        queued: true,
        message: 'Çevrimdışısınız: isteğiniz kaydedildi ve bağlantı gelince gönderilecek.',
      },
    })
    const idempotencyKey = write.headers['idempotency-key'] ?? ''
    expect(idempotencyKey).not.toBe('')
    expect(await phoneOnServer(await directLogin(customer.email, customer.password))).toBeNull()
    // The count appears without a reload: the worker's write reached the page's live query.
    await expect(banner).toContainText(
      '1 değişiklik gönderilmeyi bekliyor; bağlantı gelince otomatik olarak gönderilecek.',
    )

    // Still offline, the page reloads (the shell from the precache); the queued write is still there.
    await page.reload()
    await untilControlled(page)
    expect(await outboxRows(page)).toBe(1)
    // The banner of the routed screens shows it as pending.
    await page.goto(`${server.url}/#/login`)
    await expect(banner).toContainText(
      '1 değişiklik gönderilmeyi bekliyor; bağlantı gelince otomatik olarak gönderilecek.',
    )

    // Online again: a fresh token replays the outbox.
    await page.evaluate(() => {
      const win = window as unknown as { replayed: Array<{ status: number }>; pending: number[] }
      win.replayed = []
      win.pending = []
      navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
        const data = event.data as { type?: string; status?: number; pending?: number }
        if (data.type === 'sitekur:replayed') win.replayed.push({ status: data.status ?? 0 })
        if (data.type === 'sitekur:outbox') win.pending.push(data.pending ?? -1)
      })
    })
    await context.setOffline(false)
    const fresh = await directLogin(customer.email, customer.password)
    const postReplay = (accessToken: string) =>
      page.evaluate((accessToken) => {
        navigator.serviceWorker.controller?.postMessage({ type: 'sitekur:replay', accessToken })
      }, accessToken)
    await postReplay(fresh)
    await page.waitForFunction(() => (window as unknown as { replayed: unknown[] }).replayed.length > 0)
    expect(await page.evaluate(() => (window as unknown as { replayed: unknown[] }).replayed)).toEqual([
      { status: 200 },
    ])
    // …and goes without a reload once the worker has replayed it.
    await expect(banner).not.toContainText('gönderilmeyi bekliyor')
    expect(await phoneOnServer(fresh)).toBe('+90 555 111 22 33')

    // Exactly once: the customer changes the phone again; the same request with the same key is
    // answered from the server's record and changes nothing, and another replay sends nothing.
    const later = await direct('/api/me', {
      method: 'PUT',
      body: { phone: '+90 555 999 88 77' },
      token: fresh,
    })
    expect(later.status).toBe(200)
    const again = await direct('/api/me', {
      method: 'PUT',
      body: { phone: '+90 555 111 22 33' },
      token: fresh,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    await postReplay(fresh)
    await page.waitForTimeout(1_000)
    expect(await page.evaluate(() => (window as unknown as { replayed: unknown[] }).replayed)).toHaveLength(1)
    expect(await phoneOnServer(fresh)).toBe('+90 555 999 88 77')
    expect(await outboxRows(page)).toBe(0)
  })

  test('signing out with writes still queued warns with their count; only "Yine de çıkış yap" discards them', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    const customer = await newCustomer('cikis', 'Çıkış Yapan Müşteri')
    const session = await openSignedIn(page, server.url, customer, '/user-dashboard')
    await untilControlled(page)
    await expect(page.getByRole('heading', { name: 'Panelim' })).toBeVisible()

    await context.setOffline(true)
    for (const phone of ['+90 555 000 00 01', '+90 555 000 00 02']) {
      const write = await pageApi(page, '/api/me', {
        method: 'PUT',
        body: { phone },
        token: session.accessToken,
      })
      expect(write).toMatchObject({ status: 202, source: 'queued' })
    }

    const signOut = async () => {
      await page.getByRole('button', { name: /^Hesap menüsü: / }).click()
      await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click()
    }
    await signOut()
    const warning = page.getByRole('dialog', { name: 'Gönderilmemiş değişiklikleriniz var' })
    await expect(warning).toContainText('Bağlantı yokken kaydettiğiniz 2 değişiklik henüz gönderilmedi.')
    await warning.getByRole('button', { name: 'Oturumu açık tut' }).click()
    await expect(warning).toBeHidden()
    // Still signed in, the writes still queued.
    await expect(page.getByRole('button', { name: /^Hesap menüsü: / })).toBeVisible()
    expect(await outboxRows(page)).toBe(2)

    await signOut()
    await warning.getByRole('button', { name: 'Yine de çıkış yap' }).click()
    await expect(page.getByRole('button', { name: /^Hesap menüsü: / })).toHaveCount(0)
    await expect.poll(() => outboxRows(page)).toBe(0)
  })

  test('a queued write survives a browser restart and is replayed after it', async () => {
    test.setTimeout(120_000)
    const customer = await newCustomer('yeniden', 'Yeniden Başlatan')
    const profile = mkdtempSync(join(tmpdir(), 'sitekur-offline-profile-'))
    try {
      const first = await chromium.launchPersistentContext(profile, chromiumLaunchOptions)
      const page = first.pages()[0] ?? (await first.newPage())
      await page.goto(`${server.url}/`)
      await untilControlled(page)
      const token = sessionOf(await pageApi(page, '/api/auth/login', { body: customer })).token
      await first.setOffline(true)
      const write = await pageApi(page, '/api/me', {
        method: 'PUT',
        body: { phone: '+90 555 222 33 44' },
        token,
      })
      expect(write).toMatchObject({ status: 202, source: 'queued' })
      await first.close()

      const second = await chromium.launchPersistentContext(profile, chromiumLaunchOptions)
      const again = second.pages()[0] ?? (await second.newPage())
      await again.goto(`${server.url}/`)
      await untilControlled(again)
      const pending = await again.evaluate(
        () =>
          new Promise<number>((done) => {
            navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
              const data = event.data as { type?: string; pending?: number }
              if (data.type === 'sitekur:outbox') done(data.pending ?? -1)
            })
            navigator.serviceWorker.controller?.postMessage({ type: 'sitekur:outbox-status' })
          }),
      )
      expect(pending).toBe(1)
      const fresh = await directLogin(customer.email, customer.password)
      await again.evaluate((accessToken) => {
        navigator.serviceWorker.controller?.postMessage({ type: 'sitekur:replay', accessToken })
      }, fresh)
      await expect.poll(() => phoneOnServer(fresh), { timeout: 15_000 }).toBe('+90 555 222 33 44')
      await second.close()
    } finally {
      rmSync(profile, { recursive: true, force: true })
    }
  })
})
