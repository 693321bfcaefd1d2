import { expect, test } from '@playwright/test'
import { openSignedIn } from '../support/api-sign-in'
import { newApiContext } from '../support/api-context'
import type { APIRequestContext, Page } from '@playwright/test'
import { resolve } from 'node:path'
import { startOwnServer, type OwnServer } from '../support/own-server'
import { axeViolations } from '../support/axe'

// /admin/websites against the real server: add, a taken domain told at its field, publish and unpublish,
// the active switch, maintenance, delete; a drawer that stays open when its website leaves the filtered
// page; the header's search with the keyboard; the shell's layout; axe on the screen, a dialog and the
// open search box. The offline demo's run of the screen: admin-websites-offline.spec.ts.

const ADMIN = { email: 'yonetici@sitekur.test', password: 'Yonetim-Masasi-2026!' }
const CUSTOMER = { name: 'Ayşe Müşteri', email: 'ayse@musteri.test', password: 'Kaplan-Deniz-4827!' }
const run = {
  server: undefined as unknown as OwnServer,
  api: undefined as unknown as APIRequestContext,
  token: '',
}

// A server of the spec's own, its admin signed in through the API, and a customer who registered.
test.beforeAll(async () => {
  run.server = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  })
  run.api = await newApiContext(run.server.url)
  const login = await run.api.post('/api/auth/login', { data: ADMIN })
  expect(login.ok(), await login.text()).toBe(true)
  run.token = ((await login.json()) as { data: { token: string } }).data.token
  const registered = await run.api.post('/api/auth/register', { data: CUSTOMER })
  expect(registered.ok(), await registered.text()).toBe(true)
})
test.afterAll(async () => {
  await run.api?.dispose()
  await run.server?.stop()
})

async function signIn(page: Page) {
  await page.goto(`${run.server.url}/#/login`)
  await page.getByLabel('E-posta').fill(ADMIN.email)
  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/#\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Yönetim Paneli' })).toBeVisible()
}

async function createWebsite(name: string, domain: string) {
  const response = await run.api.post('/api/admin/websites', {
    headers: { Authorization: `Bearer ${run.token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { name, domain, ownerEmail: CUSTOMER.email, template: 'landing' },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { data: { website: { id: string; domain: string } } }).data.website
}

async function openWebsites(page: Page) {
  await signIn(page)
  await page
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'Web Siteleri' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Website Yönetimi' })).toBeVisible()
}

test('an admin adds a website, sees a taken domain at its field, switches it, puts it in maintenance, deletes it', async ({
  page,
}) => {
  await openWebsites(page)
  const list = page.getByLabel('Websiteler listesi')
  await expect(page.getByText('Websiteler yükleniyor…')).toHaveCount(0)
  expect(await axeViolations(page, { include: 'main' })).toEqual([])

  await page.getByRole('button', { name: 'Yeni Website' }).click()
  const dialog = page.getByRole('dialog', { name: 'Yeni Website' })
  await dialog.getByRole('button', { name: 'Website Ekle' }).click()
  await expect(dialog.getByLabel('Website adı')).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByText('Ad, domain ve sahip email alanları zorunludur.').first()).toBeVisible()
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([])
  await dialog.getByLabel('Website adı').fill('Çiçek Evi')
  await dialog.getByLabel('Domain').fill('https://WWW.Çiçek-Evi.com/')
  await expect(dialog.getByText(/^Kaydedilecek hali: xn--/)).toBeVisible()
  await dialog.getByLabel('Sahip e-posta adresi').fill(CUSTOMER.email)
  await dialog.getByLabel('Şablon').selectOption({ label: 'E-ticaret' })
  await dialog.getByRole('button', { name: 'Website Ekle' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Website başarıyla oluşturuldu.')).toBeVisible()
  const row = list.getByRole('row').filter({ hasText: 'Çiçek Evi' })
  await expect(row).toContainText(/xn--/)
  await expect(row).toContainText('E-ticaret')

  // The same domain in another form is the same domain: the server's words at the field.
  await page.getByRole('button', { name: 'Yeni Website' }).click()
  await dialog.getByLabel('Website adı').fill('Kopya')
  await dialog.getByLabel('Domain').fill('çiçek-evi.com.')
  await dialog.getByLabel('Sahip e-posta adresi').fill(CUSTOMER.email)
  await dialog.getByRole('button', { name: 'Website Ekle' }).click()
  const domain = dialog.getByLabel('Domain')
  await expect(domain).toHaveAttribute('aria-invalid', 'true')
  await expect(domain).toHaveAccessibleDescription(/Bu domain zaten kullanılıyor\./)
  await dialog.getByRole('button', { name: 'İptal' }).click()
  await expect(dialog).toBeHidden()

  // Published from its menu: the page is served at /sites/{slug}/; unpublished, it is gone.
  await page.getByRole('button', { name: 'İşlemler: Çiçek Evi' }).click()
  await page.getByRole('menuitem', { name: 'Yayınla' }).click()
  await expect(page.getByText('Website yayınlandı.')).toBeVisible()
  const found = await run.api.get('/api/admin/websites?q=%C3%A7i%C3%A7ek', {
    headers: { Authorization: `Bearer ${run.token}` },
  })
  const [published] = ((await found.json()) as { data: { items: { slug: string | null }[] } }).data.items
  expect(published?.slug).toBeTruthy()
  const site = `/sites/${published?.slug}/`
  expect((await run.api.get(site)).status()).toBe(200)
  await page.getByRole('button', { name: 'İşlemler: Çiçek Evi' }).click()
  await page.getByRole('menuitem', { name: 'Yayından kaldır' }).click()
  await expect(page.getByText('Website yayından kaldırıldı.')).toBeVisible()
  // A lookup is reused for one second on the host (docs/rules/publishing.md#on-the-node-host), so the 404 follows
  // within that second.
  await expect.poll(async () => (await run.api.get(site)).status(), { timeout: 3_000 }).toBe(404)

  const toggle = page.getByRole('switch', { name: 'Aktif: Çiçek Evi' })
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect(row).toContainText('Pasif')
  await page.getByRole('button', { name: 'İşlemler: Çiçek Evi' }).click()
  await page.getByRole('menuitem', { name: 'Bakıma al' }).click()
  await expect(row).toContainText('Bakımda')
  await page.getByRole('button', { name: 'İşlemler: Çiçek Evi' }).click()
  await expect(page.getByRole('menuitem', { name: 'Bakımdan çıkar' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Yeni sekmede aç' })).toHaveAttribute(
    'href',
    /^https:\/\/xn--.*\/$/,
  )
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Detaylar: Çiçek Evi' }).click()
  const drawer = page.getByRole('dialog', { name: 'Çiçek Evi' })
  await expect(drawer.getByRole('heading', { name: 'Değişiklik geçmişi' })).toBeVisible()
  await expect(drawer).toContainText('Bakımda')
  await expect(drawer.getByRole('button', { name: 'Bakımdan çıkar: Çiçek Evi' })).toBeVisible()
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([])
  await drawer.getByRole('button', { name: 'Kapat' }).click()
  await expect(page).not.toHaveURL(/open=/)

  await page.getByRole('button', { name: 'İşlemler: Çiçek Evi' }).click()
  await page.getByRole('menuitem', { name: 'Sil' }).click()
  const confirm = page.getByRole('dialog', { name: 'Website silinsin mi?' })
  const remove = confirm.getByRole('button', { name: 'Websiteyi Sil' })
  await expect(remove).toBeDisabled()
  await confirm.getByLabel(/Onaylamak için/).fill('çiçek evi')
  await remove.click()
  await expect(page.getByText('Website başarıyla silindi.')).toBeVisible()
  await expect(list).not.toContainText('Çiçek Evi')
})

test('a website’s drawer stays open when the website leaves the filtered page', async ({ page }) => {
  const zambak = await createWebsite('Zambak Çiçekçilik', 'zambak-cicek.com')
  await openSignedIn(page, run.server.url, ADMIN, `/admin/websites?q=zambak&status=active`)
  await page.getByRole('button', { name: 'Detaylar: Zambak Çiçekçilik' }).click()
  const drawer = page.getByRole('dialog', { name: 'Zambak Çiçekçilik' })
  await expect(page).toHaveURL(new RegExp(`open=${zambak.id}`))
  await expect(drawer).toContainText('Ziyaretçi (sayılan)0')
  await drawer.getByRole('button', { name: 'Bakıma al: Zambak Çiçekçilik' }).click()
  // Under 'Aktif' the page no longer holds it; the drawer, which reads it by id, shows the change.
  await expect(page.getByText('Aramanıza veya filtrenize uyan website yok.')).toBeAttached()
  await expect(drawer.getByRole('button', { name: 'Bakımdan çıkar: Zambak Çiçekçilik' })).toBeVisible()
  await expect(drawer).toContainText('Bakımda')
  await expect(drawer).toContainText('Ziyaretçi (sayılan)0')
  await drawer.getByRole('button', { name: 'Kapat' }).click()
  await expect(drawer).toBeHidden()
})

test('the header search finds a user and a website with the keyboard and opens their screens', async ({
  page,
}) => {
  const lale = await createWebsite('Lale Lokanta', 'lale-lokanta.com.tr')
  await signIn(page)
  const search = page.getByRole('combobox', { name: 'Yönetim panelinde ara' })

  await page.locator('body').press('/')
  await expect(search).toBeFocused()
  await search.pressSequentially('ayşe müş')
  const results = page.getByRole('listbox', { name: 'Arama sonuçları' })
  const users = results.getByRole('group', { name: 'Kullanıcılar' })
  await expect(users.getByRole('option')).toHaveText([`${CUSTOMER.name}${CUSTOMER.email}`])
  expect(await axeViolations(page, { include: 'header' })).toEqual([])
  await search.press('ArrowDown')
  await search.press('Enter')
  await expect(page).toHaveURL(/#\/admin\/users\?q=ayse%40musteri\.test/)

  await page.locator('body').press('Control+k')
  await expect(search).toBeFocused()
  await search.pressSequentially('LALE')
  const websites = results.getByRole('group', { name: 'Websiteler' })
  await expect(websites.getByRole('option')).toHaveText([`Lale Lokanta${lale.domain} · ${CUSTOMER.email}`])
  await search.press('Escape')
  await expect(results).toBeHidden()
  await search.press('ArrowDown')
  await expect(websites.getByRole('option').first()).toBeVisible()
  await search.press('Enter')
  await expect(page).toHaveURL(new RegExp(`#/admin/websites\\?.*open=${lale.id}`))
  const drawer = page.getByRole('dialog', { name: 'Lale Lokanta' })
  await expect(drawer).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()

  await search.focus()
  await search.pressSequentially('x')
  await expect(
    page.getByRole('status').filter({ hasText: 'Aramak için en az 2 karakter yazın.' }),
  ).toBeVisible()
})

test('the shell fills the viewport: the menu touches the header at the top, the content reaches the bottom', async ({
  page,
}) => {
  for (let i = 0; i < 6; i++) await createWebsite(`Uzun Liste ${i}`, `uzun-liste-${i}.com`)
  for (const viewport of [
    { width: 1280, height: 600 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport)
    await signIn(page)
    for (const path of ['/admin/dashboard', '/admin/websites', '/admin/emails']) {
      await page.goto(`${run.server.url}/#${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      for (const scrolled of [false, true]) {
        await page.evaluate((bottom) => window.scrollTo(0, bottom ? document.body.scrollHeight : 0), scrolled)
        const header = await page.locator('header').boundingBox()
        const content = await page.locator('header + div').boundingBox()
        const where = `${viewport.width}px ${path}${scrolled ? ' scrolled' : ''}`
        expect(header, where).not.toBeNull()
        expect(content, where).not.toBeNull()
        if (!header || !content) continue
        // The content column reaches the viewport's bottom (no blank strip below it).
        expect(content.y + content.height, where).toBeGreaterThanOrEqual(viewport.height - 0.5)
        if (viewport.width < 1024) continue
        const menu = await page.locator('aside').boundingBox()
        expect(menu, where).not.toBeNull()
        if (!menu) continue
        // The menu column starts at the viewport's top beside the header (no empty band above it),
        // touches the header's left edge, and runs to the viewport's bottom.
        expect(menu.y, where).toBeCloseTo(0, 0)
        if (!scrolled) expect(menu.y, where).toBeCloseTo(header.y, 0)
        expect(menu.x + menu.width, where).toBeCloseTo(header.x, 0)
        expect(menu.y + menu.height, where).toBeCloseTo(viewport.height, 0)
      }
    }
  }
})
