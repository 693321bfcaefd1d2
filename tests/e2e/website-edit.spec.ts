import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { bearer, useDashboardServer } from '../support/dashboard-server'
import type { Customer } from '../support/dashboard-server'

// The website edit screen against the real server: the round trip from the dashboard (title, colours,
// SEO, pages, a PNG logo and two gallery images saved, then shown again on reopening), a text file
// named .png refused by the server with every typed value kept (and restored after a reload), another
// customer's website id showing the 404 page, and the website management screen's buttons.

// The preview frame may only be embedded by the app's origin (PUBLIC_URL): the server is told the
// address the browser uses, on a port chosen here.
const saved = { port: process.env.DASHBOARD_E2E_PORT, publicUrl: process.env.PUBLIC_URL }
test.beforeAll(async () => {
  const port = await freePort()
  process.env.DASHBOARD_E2E_PORT = String(port)
  process.env.PUBLIC_URL = `http://127.0.0.1:${port}`
})
const dashboard = useDashboardServer()
test.afterAll(() => {
  restoreEnv('DASHBOARD_E2E_PORT', saved.port)
  restoreEnv('PUBLIC_URL', saved.publicUrl)
})

function restoreEnv(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name]
  else process.env[name] = value
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

// A real 1×1 PNG (the server checks the bytes, not the name).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })

let siteCount = 0

/** A website of the customer, created by the admin; its id. */
async function createWebsite(customer: Customer, name: string): Promise<string> {
  siteCount += 1
  const created = await dashboard.server.api.post('/api/websites', {
    headers: bearer(dashboard.server.adminToken),
    data: {
      action: 'create',
      name,
      domain: `site-${siteCount}-${Date.now().toString(36)}.com.tr`,
      ownerEmail: customer.email,
      description: 'Mahalle lokantası',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  return ((await created.json()) as { data: { website: { id: string } } }).data.website.id
}

interface SavedWebsite {
  name: string
  design: { primaryColor?: string; secondaryColor?: string }
  seoTitle: string | null
  seoDescription: string | null
  pages: Array<{ name: string; url: string; status: string }>
  logo: { url: string } | null
  gallery: Array<{ name: string }>
}

const savedWebsite = (customer: Customer, id: string) =>
  dashboard.server
    .mine<{ website: SavedWebsite }>(customer, `/api/me/websites/${id}`)
    .then((data) => data.website)

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click()

test('the edit screen saves title, colours, SEO, pages, logo and gallery, and shows them again', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const customer = await dashboard.server.createCustomer('Ayşe Lokanta')
  const websiteId = await createWebsite(customer, 'Lale Vitrin')
  await dashboard.signIn(page, customer)

  await page.getByRole('tab', { name: 'Web Sitelerim' }).click()
  await page.getByRole('link', { name: 'Düzenle: Lale Vitrin' }).click()
  await expect(page).toHaveURL(new RegExp(`#/edit-website/${websiteId}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Website Düzenle' })).toBeVisible()

  // Temel: the saved values are there.
  const title = page.getByLabel('Website adı')
  await expect(title).toHaveValue('Lale Vitrin')
  await expect(page.getByLabel('Açıklama')).toHaveValue('Mahalle lokantası')
  await title.fill('Lale Lokantası')
  await page.getByLabel('Şablon').selectOption({ label: 'Yaratıcı' })

  // Önizle: the live preview shows the unsaved form.
  await page.getByRole('button', { name: 'Önizle' }).click()
  const preview = page.getByRole('region', { name: 'Canlı önizleme' })
  await expect(preview.frameLocator('iframe[title="Canlı önizleme"]').locator('body')).toContainText(
    'Lale Lokantası',
  )

  await tab(page, 'Tasarım')
  await page.getByLabel('Ana renk', { exact: true }).fill('#b91c1c')
  await page.getByLabel('İkincil renk', { exact: true }).fill('#0f766e')
  await page.getByLabel('Yazı tipi').selectOption('Poppins')

  await tab(page, 'SEO')
  await page.getByLabel('SEO başlığı').fill('Lale Lokantası — Kadıköy')
  await expect(page.getByText('24/60 karakter')).toBeVisible()
  await page.getByLabel('SEO açıklaması').fill('Kadıköy’de her gün taze ev yemekleri.')
  await expect(page.getByText('37/160 karakter')).toBeVisible()

  await tab(page, 'Sayfalar')
  await page.getByRole('button', { name: 'Sayfa Ekle' }).click()
  const pages = page.getByRole('list', { name: 'Sayfalar' })
  const first = pages.getByRole('listitem').first()
  await expect(first.getByLabel('Sayfa adı')).toHaveValue('Yeni Sayfa')
  await expect(first.getByLabel('Adres')).toHaveValue('/yeni-sayfa')
  await expect(first.getByLabel('Durum')).toHaveValue('draft')
  await first.getByLabel('Sayfa adı').fill('Menü')
  await first.getByLabel('Adres').fill('Günün Menüsü')
  await first.getByLabel('Adres').press('Tab')
  await expect(first.getByLabel('Adres')).toHaveValue('/gunun-menusu') // normalised when left
  await first.getByLabel('Durum').selectOption({ label: 'Yayında' })
  await page.getByRole('button', { name: 'Sayfa Ekle' }).click()
  const second = pages.getByRole('listitem').nth(1)
  await second.getByLabel('Sayfa adı').fill('Hakkımızda')
  await second.getByLabel('Adres').fill('/hakkimizda')
  await second.getByRole('button', { name: 'Yukarı taşı: Hakkımızda' }).click()
  await expect(pages.getByRole('listitem').first().getByLabel('Sayfa adı')).toHaveValue('Hakkımızda')

  await tab(page, 'Medya')
  await page.getByLabel('Logo', { exact: true }).setInputFiles(png('lale-logo.png'))
  await expect(page.getByRole('img', { name: 'Yeni logo' })).toBeVisible()
  await page.getByLabel('Galeri görselleri').setInputFiles([png('salon.png'), png('mutfak.png')])
  const gallery = page.getByRole('list', { name: 'Galeri' })
  await expect(gallery.getByRole('img')).toHaveCount(2)

  await page.getByRole('button', { name: 'Kaydet' }).click()
  await expect(page).toHaveURL(/#\/user-dashboard$/)
  await expect(page.getByText('Website başarıyla güncellendi!')).toBeVisible()

  const saved = await savedWebsite(customer, websiteId)
  expect(saved.name).toBe('Lale Lokantası')
  expect(saved.design).toMatchObject({ primaryColor: '#b91c1c', secondaryColor: '#0f766e' })
  expect(saved.seoTitle).toBe('Lale Lokantası — Kadıköy')
  expect(saved.pages.map(({ name, url, status }) => ({ name, url, status }))).toEqual([
    { name: 'Hakkımızda', url: '/hakkimizda', status: 'draft' },
    { name: 'Menü', url: '/gunun-menusu', status: 'published' },
  ])
  expect(saved.logo).not.toBeNull()
  expect(saved.gallery.map((image) => image.name).sort()).toEqual(['mutfak.png', 'salon.png'])

  // Reopened: everything is there, and the logo shows.
  await page.goto(`${dashboard.server.url}/#/edit-website/${websiteId}`)
  await expect(page.getByLabel('Website adı')).toHaveValue('Lale Lokantası')
  await expect(page.getByLabel('Şablon')).toHaveValue('creative')
  await tab(page, 'Tasarım')
  await expect(page.getByLabel('Ana renk', { exact: true })).toHaveValue('#b91c1c')
  await expect(page.getByLabel('İkincil renk', { exact: true })).toHaveValue('#0f766e')
  await tab(page, 'SEO')
  await expect(page.getByLabel('SEO başlığı')).toHaveValue('Lale Lokantası — Kadıköy')
  await tab(page, 'Sayfalar')
  await expect(page.getByRole('list', { name: 'Sayfalar' }).getByRole('listitem')).toHaveCount(2)
  await tab(page, 'Medya')
  const logo = page.getByRole('img', { name: 'Mevcut logo' })
  await expect(logo).toBeVisible()
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
  const images = page.getByRole('list', { name: 'Galeri' }).getByRole('img')
  await expect(images).toHaveCount(2)
  for (const image of await images.all()) {
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
  }

  // One gallery image removed: only the other stays.
  await page.getByRole('button', { name: 'Kaldır: salon.png' }).click()
  await page.getByRole('button', { name: 'Kaydet' }).click()
  await expect(page).toHaveURL(/#\/user-dashboard$/)
  expect((await savedWebsite(customer, websiteId)).gallery.map((image) => image.name)).toEqual(['mutfak.png'])
})

test('a refused save keeps every value, also across a reload; SEO limits are checked before sending', async ({
  page,
}) => {
  const customer = await dashboard.server.createCustomer('Mehmet Fırın')
  const websiteId = await createWebsite(customer, 'Fırın Vitrin')
  await dashboard.signIn(page, customer)
  await page.goto(`${dashboard.server.url}/#/edit-website/${websiteId}`)

  // Hızlı Düzenle changes the basic fields together.
  await page.getByRole('button', { name: 'Hızlı Düzenle' }).click()
  const quick = page.getByRole('dialog', { name: 'Hızlı Düzenle' })
  await quick.getByLabel('Website adı').fill('')
  await quick.getByRole('button', { name: 'Uygula' }).click()
  await expect(quick).toContainText('Website adı zorunludur.')
  await quick.getByLabel('Website adı').fill('Mehmet Fırını')
  await quick.getByLabel('Durum').selectOption({ label: 'Bakımda' })
  await quick.getByRole('button', { name: 'Uygula' }).click()
  await expect(quick).toBeHidden()
  await expect(page.getByLabel('Website adı')).toHaveValue('Mehmet Fırını')
  await expect(page.getByLabel('Durum')).toHaveValue('maintenance')
  await tab(page, 'SEO')
  const seoTitle = page.getByLabel('SEO başlığı')
  await seoTitle.fill('Ç'.repeat(61))
  await expect(page.getByText('61/60 karakter')).toBeVisible()
  await page.getByRole('button', { name: 'Kaydet' }).click()
  await expect(page.getByText('SEO başlığı en fazla 60 karakter olabilir.').first()).toBeVisible()
  await expect(page).toHaveURL(/tab=seo/)
  await seoTitle.fill('Mehmet Fırını — taze ekmek')

  // A text file named logo.png: the browser calls it image/png, the server reads its bytes.
  await tab(page, 'Medya')
  await page
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('bu bir görsel değil\n') })
  await page.getByRole('button', { name: 'Kaydet' }).click()
  const alert = page.getByRole('alertdialog')
  await expect(alert).toContainText('Yalnızca görsel dosyaları yüklenebilir (JPG, PNG, WebP, GIF).')
  await alert.getByRole('button', { name: 'Tamam' }).click()
  await expect(alert).toBeHidden()

  // Offline nothing is sent (no outbox for files): the connection error, and the form stays.
  await page.context().setOffline(true)
  await page.getByRole('button', { name: 'Kaydet' }).click()
  await expect(alert).toContainText('Bağlantı hatası. Lütfen tekrar deneyin.')
  await alert.getByRole('button', { name: 'Tamam' }).click()
  await page.context().setOffline(false)
  await expect(page.getByText(/gönderilmeyi bekliyor/)).toHaveCount(0) // nothing in the outbox

  // Nothing changed on the server; nothing typed or chosen is lost here.
  expect((await savedWebsite(customer, websiteId)).name).toBe('Fırın Vitrin')
  await expect(page.getByText('Yeni: logo.png')).toBeVisible()
  await tab(page, 'SEO')
  await expect(page.getByLabel('SEO başlığı')).toHaveValue('Mehmet Fırını — taze ekmek')
  await tab(page, 'Temel')
  await expect(page.getByLabel('Website adı')).toHaveValue('Mehmet Fırını')

  // The typed values survive a reload (the device draft); the chosen file does not.
  await expect(page.getByText('Değişiklikleriniz bu cihazda saklandı; kaydetmeyi unutmayın.')).toBeVisible()
  await page.reload()
  await expect(page.getByText('Bu cihazda kaydedilmemiş değişiklikleriniz geri yüklendi.')).toBeVisible()
  await expect(page.getByLabel('Website adı')).toHaveValue('Mehmet Fırını')
  await tab(page, 'SEO')
  await expect(page.getByLabel('SEO başlığı')).toHaveValue('Mehmet Fırını — taze ekmek')

  // Saved without the bad file: the draft goes with the save.
  await page.getByRole('button', { name: 'Kaydet' }).click()
  await expect(page).toHaveURL(/#\/user-dashboard$/)
  expect((await savedWebsite(customer, websiteId)).seoTitle).toBe('Mehmet Fırını — taze ekmek')
  await page.goto(`${dashboard.server.url}/#/edit-website/${websiteId}`)
  await expect(page.getByLabel('Website adı')).toHaveValue('Mehmet Fırını')
  await expect(page.getByText('Bu cihazda kaydedilmemiş değişiklikleriniz geri yüklendi.')).toHaveCount(0)
})

test("another customer's website shows the 404 page", async ({ page }) => {
  const owner = await dashboard.server.createCustomer('Zeynep Çiçek')
  const othersWebsite = await createWebsite(owner, 'Zeynep Çiçekçilik')
  const customer = await dashboard.server.createCustomer('Ali Meraklı')
  await dashboard.signIn(page, customer)
  await page.goto(`${dashboard.server.url}/#/edit-website/${othersWebsite}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByLabel('Website adı')).toHaveCount(0)
  await page.goto(`${dashboard.server.url}/#/edit-website/olmayan-site`)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
})

test('website management lists the sites with edit and visit; an unpublished site cannot be visited', async ({
  page,
}) => {
  const customer = await dashboard.server.createCustomer('Elif Kitap')
  const unpublished = await createWebsite(customer, 'Elif Taslak')
  const live = await createWebsite(customer, 'Elif Kitabevi')
  const published = await dashboard.server.api.post(`/api/admin/websites/${live}/publish`, {
    headers: bearer(dashboard.server.adminToken),
  })
  expect(published.ok(), await published.text()).toBe(true)
  await dashboard.signIn(page, customer)
  await page.goto(`${dashboard.server.url}/#/website-management`)
  await expect(page.getByRole('heading', { level: 1, name: 'Website Yönetimi' })).toBeVisible()
  const sites = page.getByRole('list', { name: 'Websitelerim' })

  const draft = sites.getByRole('listitem').filter({ hasText: 'Elif Taslak' })
  await expect(draft.getByRole('button', { name: 'Ziyaret Et: Elif Taslak' })).toBeDisabled()
  await expect(draft).toContainText('Henüz yayında değil')
  await expect(draft.getByRole('link', { name: 'Düzenle: Elif Taslak' })).toHaveAttribute(
    'href',
    `#/edit-website/${unpublished}`,
  )

  const site = sites.getByRole('listitem').filter({ hasText: 'Elif Kitabevi' })
  await expect(site).toContainText('Yayında')
  const visit = site.getByRole('link', { name: 'Ziyaret Et: Elif Kitabevi' })
  await expect(visit).toHaveAttribute('href', /^https:\/\/site-\d+-[a-z0-9]+\.com\.tr\/$/)
  await site.getByRole('button', { name: 'Önizle: Elif Kitabevi' }).click()
  await expect(page).toHaveURL(new RegExp(`preview=${live}`))
  const preview = page.getByRole('region', { name: 'Canlı önizleme: Elif Kitabevi' })
  await expect(preview.locator('iframe[title="Canlı önizleme"]')).toBeVisible()
  await site.getByRole('link', { name: 'Düzenle: Elif Kitabevi' }).click()
  await expect(page).toHaveURL(new RegExp(`#/edit-website/${live}$`))
  await expect(page.getByLabel('Website adı')).toHaveValue('Elif Kitabevi')

  // The dashboard's "Görüntüle" leads to the same live preview.
  await page.goto(`${dashboard.server.url}/#/user-dashboard?tab=websites`)
  await page.getByRole('button', { name: 'Görüntüle: Elif Taslak' }).click()
  await page
    .getByRole('dialog', { name: 'Elif Taslak' })
    .getByRole('link', { name: 'Canlı Önizleme' })
    .click()
  await expect(page).toHaveURL(new RegExp(`#/website-management\\?preview=${unpublished}$`))
  await expect(
    page
      .getByRole('region', { name: 'Canlı önizleme: Elif Taslak' })
      .locator('iframe[title="Canlı önizleme"]'),
  ).toBeVisible()
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the edit screen's six tabs and website management pass axe-core (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme })
    const customer = await dashboard.server.createCustomer('Deniz Erişim')
    const websiteId = await createWebsite(customer, 'Erişilebilir Site')
    await dashboard.signIn(page, customer)
    const violations: string[] = []
    const check = async (screen: string) => {
      const results = await new AxeBuilder({ page }).include('main').analyze()
      violations.push(
        ...results.violations.map((v) => `${screen} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
      )
    }
    await page.goto(`${dashboard.server.url}/#/edit-website/${websiteId}`)
    await expect(page.getByLabel('Website adı')).toHaveValue('Erişilebilir Site')
    for (const name of ['Temel', 'Tasarım', 'Medya', 'Sayfalar', 'İletişim', 'SEO']) {
      await tab(page, name)
      if (name === 'Sayfalar') await page.getByRole('button', { name: 'Sayfa Ekle' }).click()
      if (name === 'Medya') await page.getByLabel('Galeri görselleri').setInputFiles([png('bir.png')])
      await check(name)
    }
    await page.getByRole('button', { name: 'Hızlı Düzenle' }).click()
    const dialog = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    violations.push(...dialog.violations.map((v) => `Hızlı Düzenle ${v.id}`))
    await page.keyboard.press('Escape')
    await page.goto(`${dashboard.server.url}/#/website-management`)
    await expect(page.getByRole('list', { name: 'Websitelerim' })).toBeVisible()
    await check('/website-management')
    expect(violations).toEqual([])
  })
}
