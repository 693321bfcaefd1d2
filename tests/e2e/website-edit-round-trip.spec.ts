import { expect, test } from '@playwright/test'
import { openSignedIn } from '../support/api-sign-in'
import { bearer, DASHBOARD_ADMIN } from '../support/dashboard-server'
import { png, tab, useWebsiteEditServer } from '../support/website-edit-server'

// The website edit screen against the real server: the round trip from the dashboard (title, colours,
// SEO, pages, a PNG logo and two gallery images saved, then shown again on reopening, and one gallery
// image removed again), a save over a change the team made meanwhile, a status the team holds, and the
// screen on a 375 px phone.

const { dashboard, createWebsite, savedWebsite } = useWebsiteEditServer()

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

test('a save over a change the team made meanwhile shows both, field by field, and writes only what is chosen', async ({
  page,
}) => {
  const customer = await dashboard.server.createCustomer('Deniz Balık')
  const websiteId = await createWebsite(customer, 'Deniz Balık')
  const rename = async (name: string) => {
    const renamed = await dashboard.server.api.patch(`/api/admin/websites/${websiteId}`, {
      headers: bearer(dashboard.server.adminToken),
      data: { name },
    })
    expect(renamed.ok(), await renamed.text()).toBe(true)
  }
  await dashboard.signIn(page, customer, `/edit-website/${websiteId}`)
  await page.getByLabel('Açıklama').fill('Günlük taze balık.')
  await rename('Deniz Balık Evi')

  // Nothing is written: both versions are shown.
  await page.getByRole('button', { name: 'Kaydet' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Website siz düzenlerken kaydedildi' })
  await expect(dialog.getByRole('row', { name: /Website adı/ })).toContainText('Deniz Balık EviDeniz Balık')
  await expect(dialog.getByRole('row', { name: /Açıklama/ })).toContainText(
    'Mahalle lokantasıGünlük taze balık.',
  )
  expect((await savedWebsite(customer, websiteId)).description).toBe('Mahalle lokantası')

  // Taking the saved website: the form shows it, and a save from there goes through.
  await dialog.getByRole('button', { name: 'Kaydedilmiş hâli kullan' }).click()
  await expect(page.getByLabel('Website adı')).toHaveValue('Deniz Balık Evi')
  await expect(page.getByLabel('Açıklama')).toHaveValue('Mahalle lokantası')
  await page.getByLabel('Açıklama').fill('Günlük taze balık.')

  // Renamed again meanwhile; this time the customer keeps their changes, knowingly.
  await rename('Deniz Balık Lokantası')
  await page.getByRole('button', { name: 'Kaydet' }).click()
  await expect(dialog.getByRole('row', { name: /Website adı/ })).toContainText(
    'Deniz Balık LokantasıDeniz Balık Evi',
  )
  await expect(dialog.getByRole('row', { name: /Renk|Şablon|SEO/ })).toHaveCount(0) // only what differs
  await dialog.getByRole('button', { name: 'Benim değişikliklerimi kaydet' }).click()
  await expect(page).toHaveURL(/#\/user-dashboard$/)
  expect(await savedWebsite(customer, websiteId)).toMatchObject({
    name: 'Deniz Balık Evi',
    description: 'Günlük taze balık.',
  })
})

test('a Bakımda the team set cannot be changed by the owner, not even by a draft kept from before; the rest saves', async ({
  page,
}) => {
  const customer = await dashboard.server.createCustomer('Lale Çiçek')
  const websiteId = await createWebsite(customer, 'Lale Çiçekçilik')
  // The owner starts an edit that sets Taslak, kept as a draft on the device.
  await dashboard.signIn(page, customer, `/edit-website/${websiteId}`)
  await page.getByLabel('Durum').selectOption({ label: 'Taslak' })
  await expect(page.getByText('Değişiklikleriniz bu cihazda saklandı; kaydetmeyi unutmayın.')).toBeVisible()

  // Meanwhile the team puts the site in maintenance.
  const held = await dashboard.server.api.patch(`/api/admin/websites/${websiteId}`, {
    headers: bearer(dashboard.server.adminToken),
    data: { status: 'maintenance' },
  })
  expect(held.ok(), await held.text()).toBe(true)
  await page.reload()

  const status = page.getByLabel('Durum')
  await expect(status).toHaveValue('maintenance')
  await expect(status).toBeDisabled()
  await expect(status).toHaveAccessibleDescription(
    'Bu durumu ekibimiz ayarladı; yalnızca ekibimiz değiştirebilir.',
  )
  await page.getByRole('button', { name: 'Hızlı Düzenle' }).click()
  const quick = page.getByRole('dialog', { name: 'Hızlı Düzenle' })
  await expect(quick.getByLabel('Durum')).toBeDisabled()
  await quick.getByRole('button', { name: 'Vazgeç' }).click()

  await page.getByLabel('Açıklama').fill('Mevsim çiçekleri ve aranjmanlar.')
  await page.getByRole('button', { name: 'Kaydet' }).click()
  // The draft began before the team's change, so both versions are shown: the status is not among the
  // differences, it is the team's.
  const dialog = page.getByRole('alertdialog', { name: 'Website siz düzenlerken kaydedildi' })
  await expect(dialog.getByRole('row', { name: /Açıklama/ })).toBeVisible()
  await expect(dialog.getByRole('row', { name: /Durum/ })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Benim değişikliklerimi kaydet' }).click()
  await expect(page.getByText('Website başarıyla güncellendi!')).toBeVisible()
  const saved = await savedWebsite(customer, websiteId)
  expect(saved.description).toBe('Mevsim çiçekleri ve aranjmanlar.')
  expect(saved.status).toBe('maintenance')
})

test('on a 375 px phone the edit screen fits the width, the customer’s and the team’s', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  const customer = await dashboard.server.createCustomer('Dar Ekran')
  const websiteId = await createWebsite(customer, 'Dar Ekran Sitesi')
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth)

  await dashboard.signIn(page, customer, `/edit-website/${websiteId}`)
  await expect(page.getByLabel('Website adı')).toBeVisible()
  expect(await pageWidth()).toBeLessThanOrEqual(375)
  // The tabs scroll within their strip: the last one is reached there.
  await tab(page, 'SEO')
  await expect(page.getByLabel('SEO başlığı')).toBeInViewport()

  await openSignedIn(page, dashboard.server.url, DASHBOARD_ADMIN, `/admin/website-editor/${websiteId}`)
  await expect(page.getByLabel('Website adı')).toBeVisible()
  expect(await pageWidth()).toBeLessThanOrEqual(375)
})
