import { resolve } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { startOwnServer } from '../support/own-server'
import type { OwnServer } from '../support/own-server'

// The website request wizard (/create-website) in Chromium against the real server: the step gate,
// the SEO counters, the draft surviving a reload, sending (the request exists on the server), sending
// offline (the service worker's outbox delivers it once), failed sends, the guard, axe-core, and
// Dexie kept off the first load of /.

const ADMIN = { email: 'wizard-admin@sitekur.test', password: 'Sihirbaz-Yonetici-2025!' }
const CUSTOMER = { name: 'Ayşe Sihirbaz', email: 'ayse.sihirbaz@sitekur.test', password: 'Ayse-Talep-2025!x' }
const SESSION_KEY = 'sitekur_session'

interface Session {
  user: { id: string; name: string; email: string; role: 'user' | 'admin' }
  accessToken: string
  refreshToken: string
  expiresAt: number
}

let server: OwnServer
let adminToken: string

async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const response = await request.post(`${server.url}/api/auth/login`, { data: { email, password } })
  expect(response.ok(), await response.text()).toBe(true)
  const { data } = (await response.json()) as {
    data: {
      user: Session['user']
      token: string
      refresh_token: string
      expiresIn?: number
      expires_in?: number
    }
  }
  const seconds = data.expiresIn ?? data.expires_in ?? 900
  return {
    user: data.user,
    accessToken: data.token,
    refreshToken: data.refresh_token,
    expiresAt: Date.now() + seconds * 1000,
  }
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/**
 * Signs the customer in through the API and hands the session to the app the way the session module
 * keeps it (localStorage), with no draft left from an earlier test; the next page load picks it up.
 */
async function signIn(page: Page, request: APIRequestContext): Promise<Session> {
  const session = await apiLogin(request, CUSTOMER.email, CUSTOMER.password)
  await page.goto(`${server.url}/`)
  await page.evaluate(
    async ({ key, value }) => {
      localStorage.setItem(key, value)
      await new Promise((done) => {
        const deletion = indexedDB.deleteDatabase('sitekur-drafts')
        deletion.onsuccess = deletion.onerror = deletion.onblocked = done
      })
    },
    { key: SESSION_KEY, value: JSON.stringify(session) },
  )
  await page.goto('about:blank')
  return session
}

async function openWizard(page: Page) {
  await page.goto(`${server.url}/#/create-website`)
  await expect(page.getByRole('heading', { level: 1, name: 'Website Talebi Oluştur' })).toBeVisible()
}

async function fillBasics(page: Page, name: string) {
  await page.getByLabel('Website adı').fill(name)
  await page.getByLabel('Website türü').selectOption({ label: 'Kurumsal' })
  await page.getByLabel('Sektör').selectOption({ label: 'İnşaat' })
  await page
    .getByRole('textbox', { name: 'Açıklama', exact: true })
    .fill('İstanbul’da konut ve ticari projeler.')
}

const next = (page: Page) => page.getByRole('button', { name: 'Sonraki' })
const toast = (page: Page) => page.getByRole('region', { name: 'Bildirimler' })

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ playwright }) => {
  server = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: '0' },
  })
  const request = await playwright.request.newContext()
  adminToken = (await apiLogin(request, ADMIN.email, ADMIN.password)).accessToken
  const created = await request.post(`${server.url}/api/users`, {
    headers: bearer(adminToken),
    data: { action: 'create', ...CUSTOMER, role: 'user' },
  })
  expect(created.status(), await created.text()).toBe(201)
  await request.dispose()
})

test.afterAll(async () => {
  await server?.stop()
})

test('without a session the wizard sends to the login page', async ({ page }) => {
  await page.goto(`${server.url}/#/create-website`)
  await expect(page).toHaveURL(/#\/login/)
})

test('Sonraki stays disabled until name, kind of site and description are filled', async ({
  page,
  request,
}) => {
  await signIn(page, request)
  await openWizard(page)
  await expect(page.getByText('Adım 1 / 6')).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Talep formu ilerlemesi' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  )
  await expect(page.getByRole('button', { name: 'Önceki' })).toBeDisabled()
  await expect(next(page)).toBeDisabled()
  await expect(next(page)).toHaveAccessibleDescription(/website adını, türünü ve açıklamasını/)

  await page.getByLabel('Website adı').fill('Kapı Testi')
  await expect(next(page)).toBeDisabled()
  await page.getByLabel('Website türü').selectOption('eticaret')
  await expect(next(page)).toBeDisabled()
  await page.getByRole('textbox', { name: 'Açıklama', exact: true }).fill('   ')
  await expect(next(page)).toBeDisabled()
  await page.getByRole('textbox', { name: 'Açıklama', exact: true }).fill('Online mağaza')
  await expect(next(page)).toBeEnabled()

  await next(page).click()
  await expect(page.getByText('Adım 2 / 6')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Tasarım ve renkler' })).toBeFocused()
  // Keyboard: Önceki from the keyboard goes back, focus on the step heading again.
  await page.getByRole('button', { name: 'Önceki' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: 'Temel bilgiler' })).toBeFocused()
  await expect(page.getByLabel('Website adı')).toHaveValue('Kapı Testi')
})

test('the SEO step counts title and description and enforces 60 and 160', async ({ page, request }) => {
  await signIn(page, request)
  await openWizard(page)
  // Later steps open from the step list only once the basics are there.
  await expect(page.getByRole('button', { name: 'Adım 6: SEO' })).toBeDisabled()
  await fillBasics(page, 'Sayaç Testi')
  await page.getByRole('button', { name: 'Adım 6: SEO' }).click()
  await expect(page.getByText('Adım 6 / 6')).toBeVisible()

  const title = page.getByLabel('Site başlığı (meta title)')
  await expect(title).toHaveAccessibleDescription(/0\/60 karakter/)
  await title.fill('Kapı Testi')
  await expect(page.getByText('10/60 karakter')).toBeVisible()
  await title.fill('x'.repeat(75))
  await expect(title).toHaveValue('x'.repeat(60))
  await expect(page.getByText(/60\/60 karakter/)).toBeVisible()

  const description = page.getByLabel('Meta açıklama')
  await expect(page.getByText(/^0\/160 karakter/)).toBeVisible()
  await description.fill('y'.repeat(155))
  await expect(page.getByText('155/160 karakter · ideal uzunlukta')).toBeVisible()
  await description.fill('y'.repeat(200))
  await expect(description).toHaveValue('y'.repeat(160))

  await page.getByLabel('Anahtar kelimeler').fill('inşaat, tadilat, , İNŞAAT')
  await expect(page.getByRole('list', { name: 'Anahtar kelimeler' }).getByRole('listitem')).toHaveText([
    'inşaat',
    'tadilat',
  ])
})

test('the draft survives a reload, with its step, and can be thrown away', async ({ page, request }) => {
  await signIn(page, request)
  await openWizard(page)
  await fillBasics(page, 'Taslak İnşaat')
  await next(page).click()
  await page.getByLabel('Doğa').check()
  await next(page).click()
  await expect(page.getByText('Adım 3 / 6')).toBeVisible()
  await page.getByLabel('Sayfa adı').fill('Referanslar')
  await page.getByLabel('Sayfa adı').press('Enter')
  await expect(page.getByRole('button', { name: 'Referanslar sayfasını kaldır' })).toBeVisible()
  await page.getByLabel('Slogan').fill('Yarım kalan slogan')
  await expect(page.getByText('Taslak kaydedildi')).toBeVisible()

  await page.reload()
  await expect(page.getByText('Adım 3 / 6')).toBeVisible()
  await expect(page.getByText('kaydedilmiş taslağınız geri yüklendi')).toBeVisible()
  await expect(page.getByLabel('Slogan')).toHaveValue('Yarım kalan slogan')
  await expect(page.getByRole('button', { name: 'Referanslar sayfasını kaldır' })).toBeVisible()
  await page.getByRole('button', { name: 'Önceki' }).click()
  await expect(page.getByLabel('Doğa')).toBeChecked()
  await page.getByRole('button', { name: 'Önceki' }).click()
  await expect(page.getByLabel('Website adı')).toHaveValue('Taslak İnşaat')
  await expect(page.getByLabel('Sektör')).toHaveValue('insaat')

  // Typing right before leaving is kept too (saved when the page is hidden, not only after 400 ms).
  await page.getByLabel('Website adı').fill('Son Anda Yazılan')
  await page.reload()
  await expect(page.getByLabel('Website adı')).toHaveValue('Son Anda Yazılan')

  await page.getByRole('button', { name: 'Baştan başla' }).click()
  await expect(page.getByLabel('Website adı')).toHaveValue('')
  await page.reload()
  await expect(page.getByText('Adım 1 / 6')).toBeVisible()
  await expect(page.getByLabel('Website adı')).toHaveValue('')
})

test('sending creates the request on the server, toasts, clears the draft and opens the dashboard', async ({
  page,
  request,
}) => {
  const session = await signIn(page, request)
  await openWizard(page)
  const name = `Yıldız İnşaat ${Date.now()}`
  await fillBasics(page, name)
  await next(page).click()
  await page.getByLabel('Özel').check()
  await page.getByLabel('Ana renk').fill('#123456')
  await page.getByLabel('Dergi').check()
  await page.getByLabel('Müşteri yorumları').check()
  await next(page).click()
  await page.getByLabel('Blog', { exact: true }).check()
  await page.getByLabel('Sayfa adı').fill('Projelerimiz')
  await page.getByRole('button', { name: 'Ekle' }).click()
  await page.getByLabel('Randevu / rezervasyon sistemi').check()
  await next(page).click()
  await page.getByLabel('Sitede fotoğraf galerisi olsun').check()
  await page.getByLabel('Galeri notları').fill('Şantiye fotoğrafları')
  await next(page).click()
  await page.getByLabel('Telefon').fill('+90 212 555 00 00')
  await page.getByLabel('E-posta').fill('bilgi@')
  await page.getByLabel('Instagram').fill('@yildizinsaat')
  await page.getByLabel('Bir hosting hizmetim var').check()
  await page.getByLabel('Hosting firması').fill('Natro')
  await page.getByLabel('Panel kullanıcı adı').fill('yildiz')
  await page.getByLabel('Panel şifresi', { exact: true }).fill('Gizli-Panel-1')
  await next(page).click()
  // An address the server would refuse stops here, with the focus on the field.
  await expect(page.getByText('Adım 5 / 6')).toBeVisible()
  await expect(page.getByLabel('E-posta')).toBeFocused()
  await expect(page.getByLabel('E-posta')).toHaveAccessibleDescription('Geçerli bir email adresi girin.')
  await page.getByLabel('E-posta').fill('bilgi@yildiz.com.tr')
  await next(page).click()
  await page.getByLabel('Site başlığı (meta title)').fill('Yıldız İnşaat | İstanbul konut projeleri')
  await page.getByLabel('Meta açıklama').fill('Anahtar teslim konut projeleri.')
  await page.getByLabel('Anahtar kelimeler').fill('inşaat, konut')

  const submit = page.getByRole('button', { name: 'Website Oluştur' })
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/submit-website-simple.php'))
  const clickedAt = Date.now()
  await submit.click()
  await expect(page.getByRole('button', { name: 'Gönderiliyor…' })).toBeDisabled()
  expect((await answered).status()).toBe(200)
  await expect(toast(page)).toContainText('Talep Gönderildi!')
  await expect(toast(page)).toContainText(
    'Website talebiniz başarıyla gönderildi. En kısa sürede size dönüş yapacağız.',
  )
  await expect(page.getByRole('button', { name: 'Gönderiliyor…' })).toBeDisabled()
  await expect(page).toHaveURL(/#\/user-dashboard$/, { timeout: 5000 })
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2000)
  await expect(page.getByRole('heading', { level: 1, name: 'Website Talebi Oluştur' })).toBeHidden()

  const mine = await request.get(`${server.url}/api/website-requests/mine`, {
    headers: bearer(session.accessToken),
  })
  expect(mine.ok()).toBe(true)
  const { data } = (await mine.json()) as { data: { requests: Array<Record<string, unknown>> } }
  const created = data.requests.find((r) => r.websiteName === name)
  expect(created).toMatchObject({
    status: 'pending',
    siteType: 'kurumsal',
    businessType: 'insaat',
    email: 'bilgi@yildiz.com.tr',
    phone: '+90 212 555 00 00',
    seo: { metaTitle: 'Yıldız İnşaat | İstanbul konut projeleri', keywords: ['inşaat', 'konut'] },
    pages: { blog: true, custom: ['Projelerimiz'] },
    design: { colorScheme: 'custom', layout: 'magazine', testimonials: true, colors: { primary: '#123456' } },
    features: { bookingSystem: true, gallery: true },
    content: { galleryNotes: 'Şantiye fotoğrafları' },
    socialMedia: { instagram: '@yildizinsaat' },
    hasHosting: true,
    hosting: { provider: 'Natro', username: 'yildiz', passwordSet: true },
  })
  expect((created?.hosting as { password?: string }).password).toBeUndefined()

  // The admin desk sees it, the panel password decrypted.
  const list = await request.get(`${server.url}/api/website-requests?search=${encodeURIComponent(name)}`, {
    headers: bearer(adminToken),
  })
  const adminView = ((await list.json()) as { data: { requests: Array<Record<string, unknown>> } }).data
    .requests
  expect(adminView).toHaveLength(1)
  expect(adminView[0]?.hosting).toMatchObject({ password: 'Gizli-Panel-1' })

  // The draft is gone: the wizard starts empty.
  await page.goto(`${server.url}/#/create-website`)
  await expect(page.getByText('Adım 1 / 6')).toBeVisible()
  await expect(page.getByLabel('Website adı')).toHaveValue('')
  await expect(page.getByText('kaydedilmiş taslağınız geri yüklendi')).toHaveCount(0)
})

test('sent offline, the request waits in the service worker’s outbox and arrives once back online', async ({
  page,
  context,
  request,
}) => {
  const session = await signIn(page, request)
  await openWizard(page)
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready
    return navigator.serviceWorker.controller !== null
  })
  const name = `Çevrimdışı Talep ${Date.now()}`
  await fillBasics(page, name)
  await page.getByRole('button', { name: 'Adım 6: SEO' }).click()
  await page.getByLabel('Site başlığı (meta title)').fill('Yolda yazılan başlık')

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Website Oluştur' }).click()
  await expect(toast(page)).toContainText('Talebiniz Sıraya Alındı')
  await expect(page).toHaveURL(/#\/user-dashboard$/, { timeout: 5000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Website Talebi Oluştur' })).toBeHidden()

  const countOnServer = async () => {
    const mine = await request.get(`${server.url}/api/website-requests/mine`, {
      headers: bearer(session.accessToken),
    })
    const { data } = (await mine.json()) as { data: { requests: Array<{ websiteName: string }> } }
    return data.requests.filter((r) => r.websiteName === name).length
  }
  expect(await countOnServer()).toBe(0)

  await context.setOffline(false)
  // Any answer from the network again starts the replay; the dashboard's own calls do that.
  await page.reload()
  await expect.poll(countOnServer, { timeout: 30_000 }).toBe(1)
  await page.reload()
  await page.waitForTimeout(1500)
  expect(await countOnServer()).toBe(1)

  // Queued counts as delivered: the draft is gone.
  await page.goto(`${server.url}/#/create-website`)
  await expect(page.getByText('Adım 1 / 6')).toBeVisible()
  await expect(page.getByLabel('Website adı')).toHaveValue('')
})

test.describe('answers other than a plain success', () => {
  // page.route sees the page's own requests only when no service worker stands in between.
  test.use({ serviceWorkers: 'block' })

  async function toLastStep(page: Page, name: string) {
    await openWizard(page)
    await fillBasics(page, name)
    await page.getByRole('button', { name: 'Adım 6: SEO' }).click()
    await expect(page.getByText('Adım 6 / 6')).toBeVisible()
  }

  test('a failure says so, keeps the user on the wizard and keeps the draft', async ({ page, request }) => {
    await signIn(page, request)
    await page.route('**/api/submit-website-simple.php', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'internal' } }),
    )
    await toLastStep(page, 'Hata Testi')
    await page.getByRole('button', { name: 'Website Oluştur' }).click()
    await expect(toast(page)).toContainText('Hata')
    await expect(toast(page)).toContainText('Talep gönderilirken bir hata oluştu. Lütfen tekrar deneyin.')
    await expect(page.getByRole('button', { name: 'Website Oluştur' })).toBeEnabled()
    await page.waitForTimeout(2500)
    await expect(page).toHaveURL(/#\/create-website/)

    // A refusal with a reason shows the server's words (one toast at a time: it replaces the last).
    await page.unroute('**/api/submit-website-simple.php')
    await page.route('**/api/submit-website-simple.php', (route) =>
      route.fulfill({
        status: 400,
        json: { success: false, message: 'SEO başlığı en fazla 60 karakter olabilir.' },
      }),
    )
    await page.getByRole('button', { name: 'Website Oluştur' }).click()
    await expect(toast(page)).toContainText('SEO başlığı en fazla 60 karakter olabilir.')
    await expect(toast(page).getByRole('status')).toHaveCount(1)

    await page.reload()
    await expect(page.getByText('Adım 6 / 6')).toBeVisible()
  })

  test('a session the server no longer accepts sends to the login page', async ({ page, request }) => {
    await signIn(page, request)
    await page.route('**/api/submit-website-simple.php', (route) =>
      route.fulfill({ status: 401, json: { success: false, message: 'Oturum geçersiz' } }),
    )
    await toLastStep(page, 'Oturum Testi')
    await page.getByRole('button', { name: 'Website Oluştur' }).click()
    await expect(toast(page)).toContainText('Kullanıcı oturumu bulunamadı')
    await expect(page).toHaveURL(/#\/login/)
  })
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every step passes axe-core (${colorScheme})`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme })
    await signIn(page, request)
    await openWizard(page)
    await fillBasics(page, 'Erişilebilirlik')
    const violations: string[] = []
    for (let step = 1; step <= 6; step += 1) {
      if (step === 2) await page.getByLabel('Özel').check()
      if (step === 5) {
        await page.getByLabel('Bir alan adım var').check()
        await page.getByLabel('Bir hosting hizmetim var').check()
      }
      await expect(page.getByText(`Adım ${step} / 6`)).toBeVisible()
      const results = await new AxeBuilder({ page }).include('main').analyze()
      violations.push(
        ...results.violations.map(
          (v) => `step ${step} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      )
      if (step < 6) await next(page).click()
    }
    expect(violations).toEqual([])
  })
}

test('the first load of / carries neither the wizard nor Dexie', async ({ page }) => {
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' })
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name.split('/').pop() ?? ''),
  )
  expect(scripts.filter((file) => /^(create-website|import-wrapper)-/.test(file))).toEqual([])
  const databases = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))
  expect(databases).not.toContain('sitekur-drafts')
})
