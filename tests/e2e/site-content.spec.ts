import { expect } from '@playwright/test'
import { test } from '../support/test'
import { openSignedIn } from '../support/api-sign-in'
import {
  ADMIN,
  CUSTOMER,
  bearer,
  desk,
  publishedBuilderRequest,
  rowsOf,
  useDeskServer,
} from '../support/desk-server'

// A site's content from request to live page (docs/rules/site-content.md): a builder request is published
// by the team with its own words and the sector's starter text on real pages (no filler), the customer
// rewrites the home page's hero in the İçerik tab and publishes it, and version 1 brings the old one back.

useDeskServer()

const DESCRIPTION = 'Butik pasta, kurabiye ve özel gün siparişleri.'

const builderRequest = (companyName = 'Defne Pastanesi') =>
  publishedBuilderRequest({
    companyName,
    industry: 'restoran',
    description: DESCRIPTION,
    contactEmail: 'siparis@defne.test',
    contactPhone: '0216 000 00 00',
    address: 'Moda Caddesi 12, Kadıköy / İstanbul',
    template: 'creative',
    pages: ['home', 'about', 'services', 'blog', 'contact'],
    features: ['booking', 'whatsapp', 'contact-form'],
  })

test('a builder request goes live with its own words on real pages; the customer rewrites, publishes and rolls back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const { websiteId, slug } = await builderRequest()
  const live = (path = '') => `${desk.server.url}/sites/${slug}/${path}`
  // The host reuses a page lookup for a second (docs/rules/publishing.md#serving): hence the polls.
  const livePage = async (path = '') => (await request.get(live(path))).text()

  // Live: every page at its own address, with the request's words and the sector's own text.
  const home = await livePage()
  expect(home).toContain('<h1>Defne Pastanesi</h1>')
  expect(home).toContain(DESCRIPTION)
  expect(home).toContain('Randevu alın') // the booking feature
  expect(home).toContain('https://wa.me/902160000000') // the WhatsApp feature takes the phone
  expect(home).toContain('"@type":"LocalBusiness"')
  for (const path of ['', 'hakkimizda', 'hizmetler', 'blog', 'blog/hos-geldiniz', 'iletisim']) {
    const response = await request.get(live(path))
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(html, path).not.toMatch(/yakında|lorem/i)
    expect(html, path).not.toContain('class="thumb"')
  }
  expect(await livePage('hizmetler')).toContain('Menü') // a restaurant's services page is its menu
  expect(await livePage('iletisim')).toContain('Moda Caddesi 12')
  const missing = await request.get(live('yok-boyle-bir-sayfa'))
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('Defne Pastanesi')
  const sitemap = await livePage('sitemap.xml')
  expect(sitemap).toContain(`/sites/${slug}/hakkimizda</loc>`)
  expect(sitemap).toContain(`/sites/${slug}/blog/hos-geldiniz</loc>`)

  // The customer rewrites the hero in the İçerik tab: starter text, marked as such, replaced.
  await openSignedIn(page, desk.server.url, CUSTOMER, `/edit-website/${websiteId}?tab=content`)
  await expect(page.getByRole('heading', { name: 'Sayfalar ve içerik' })).toBeVisible()
  const hero = page.getByRole('listitem', { name: /Giriş \(büyük başlık\)/ }).first()
  await expect(hero).toContainText('Örnek metin — kendi metninizle değiştirin')
  await hero.getByRole('button', { name: /^Düzenle: / }).click()
  const title = hero.getByRole('textbox', { name: 'Büyük başlık' })
  await expect(title).toHaveValue('Defne Pastanesi')
  await title.fill('Moda’nın en taze pastaları')
  await expect(hero).not.toContainText('Örnek metin — kendi metninizle değiştirin')

  // The preview shows the page being edited; a click on another page in it opens that page in İçerik.
  await page.getByRole('button', { name: 'Önizle' }).click()
  const frame = page
    .getByRole('region', { name: 'Canlı önizleme' })
    .frameLocator('iframe[title="Canlı önizleme"]')
  await expect(frame.locator('h1')).toHaveText('Moda’nın en taze pastaları')
  // Dispatched: the frame is scaled to its panel, which Playwright's pointer geometry does not follow.
  await frame
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: 'Hakkımızda' })
    .dispatchEvent('click')
  await expect(frame.locator('h1')).toHaveText('Hakkımızda')
  await expect(page.getByLabel('Düzenlediğiniz sayfa').locator('option:checked')).toContainText('Hakkımızda')
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Panelim' })).toBeVisible()
  expect(await livePage()).not.toContain('Moda’nın en taze pastaları')

  // Published by the customer: the live page changes.
  await page.getByRole('tab', { name: 'Web Sitelerim' }).click()
  const site = page
    .getByRole('list', { name: 'Websiteler' })
    .getByRole('listitem')
    .filter({ hasText: 'Defne' })
  await site.getByRole('button', { name: 'Yayınla: Defne Pastanesi' }).click()
  await expect(site).not.toContainText('Yayınlanmamış değişiklikler')
  await expect.poll(() => livePage()).toContain('<h1>Moda’nın en taze pastaları</h1>')

  // Rolled back to version 1: the team's first publication is live again.
  await site.getByRole('button', { name: 'Görüntüle: Defne Pastanesi' }).click()
  const details = page.getByRole('dialog', { name: 'Defne Pastanesi' })
  await details.getByRole('button', { name: 'Geri yükle: Sürüm 1' }).click()
  await expect(
    page.getByText('Sürüm 1 geri yüklendi. Sitenizde görünmesi için “Yayınla”ya basın.'),
  ).toBeVisible()
  await details.getByRole('button', { name: 'Kapat' }).first().click()
  await site.getByRole('button', { name: 'Yayınla: Defne Pastanesi' }).click()
  await expect(site).not.toContainText('Yayınlanmamış değişiklikler')
  await expect.poll(() => livePage()).toContain('<h1>Defne Pastanesi</h1>')
})

test('the team rewrites a customer’s page from the back-office with the same editor, under the admin’s name', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { websiteId } = await builderRequest('Ekip Pastanesi')
  await openSignedIn(page, desk.server.url, ADMIN, '/admin/websites')
  await page.getByRole('button', { name: 'İşlemler: Ekip Pastanesi' }).click()
  await page.getByRole('menuitem', { name: 'İçeriği düzenle' }).click()
  await expect(page).toHaveURL(new RegExp(`#/admin/website-editor/${websiteId}`))
  await page.getByRole('tab', { name: 'İçerik' }).click()
  const hero = page.getByRole('listitem', { name: /Giriş \(büyük başlık\)/ }).first()
  await hero.getByRole('button', { name: /^Düzenle: / }).click()
  await hero.getByRole('textbox', { name: 'Büyük başlık' }).fill('Ekibin yazdığı başlık')
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
  await expect(page).toHaveURL(/#\/admin\/websites$/)

  // Saved for the owner (not published: the customer sees 'Yayınlanmamış değişiklikler'), audited as the admin.
  const read = await desk.api.get(`/api/me/websites/${websiteId}`, { headers: bearer(desk.customerToken) })
  const saved = (
    (await read.json()) as { data: { website: { pages: { sections?: { title?: string }[] }[] } } }
  ).data.website
  expect(saved.pages[0]?.sections?.[0]?.title).toBe('Ekibin yazdığı başlık')
  const audit = await desk.api.get(`/api/admin/audit?resource=websites&recordId=${websiteId}`, {
    headers: bearer(desk.adminToken),
  })
  expect(await audit.text()).toContain('yonetici@sitekur.test')

  // The desk's chip keeps the requests whose live site waits for a publication: this one, with its badge.
  // A hash change keeps the websites list on screen while the desk's code loads, and that list has a chip
  // group of the same name: the desk must be showing before its chip is pressed.
  await page.goto(`${desk.server.url}/#/admin/website-requests`)
  await expect(page.getByRole('heading', { level: 1, name: 'Website Talepleri' })).toBeVisible()
  await page
    .getByRole('group', { name: 'Yayın durumuna göre filtrele' })
    .getByRole('button', { name: 'Yayınlanmamış değişiklikler' })
    .click()
  await expect(page).toHaveURL(/unpublished=/)
  const list = page.getByLabel('Website talepleri listesi')
  await expect(rowsOf(list)).toHaveCount(1)
  await expect(rowsOf(list).first()).toContainText('Ekip Pastanesi')
  await expect(
    list.getByRole('link', {
      name: 'Yayınlanmamış değişiklikler: Ekip Pastanesi (websiteler listesinde göster)',
    }),
  ).toBeVisible()
})

test('on a site whose publications the team approves, the customer sends them and the approval publishes them', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const { websiteId, slug } = await builderRequest('Onaylı Pastane')
  const livePage = async () => (await request.get(`${desk.server.url}/sites/${slug}/`)).text()
  const setting = await desk.api.patch(`/api/admin/websites/${websiteId}`, {
    headers: bearer(desk.adminToken),
    data: { publishNeedsApproval: true },
  })
  expect(setting.ok(), await setting.text()).toBe(true)
  await desk.api.post(`/api/admin/websites/${websiteId}/publish`, { headers: bearer(desk.adminToken) })

  // The customer's saved change: the home page's hero gets a new title.
  const read = await desk.api.get(`/api/me/websites/${websiteId}`, { headers: bearer(desk.customerToken) })
  type Saved = { pages: { sections?: { title?: string }[] }[]; lastModified: string }
  const website = ((await read.json()) as { data: { website: Saved } }).data.website
  const hero = website.pages[0]?.sections?.[0]
  if (!hero) throw new Error('the home page has no sections')
  hero.title = 'Onaydan geçen başlık'
  const save = await desk.api.put(`/api/me/websites/${websiteId}`, {
    headers: bearer(desk.customerToken),
    multipart: { pages: JSON.stringify(website.pages), baseVersion: website.lastModified },
  })
  expect(save.ok(), await save.text()).toBe(true)

  await openSignedIn(page, desk.server.url, CUSTOMER, '/user-dashboard')
  await page.getByRole('tab', { name: 'Web Sitelerim' }).click()
  const site = page
    .getByRole('list', { name: 'Websiteler' })
    .getByRole('listitem')
    .filter({ hasText: 'Onaylı Pastane' })
  await expect(site).toContainText(
    'Kaydettiğiniz değişiklikler, ekibimiz onayladığında sitenizde yayınlanır.',
  )
  await site.getByRole('button', { name: 'Yayına gönder: Onaylı Pastane' }).click()
  await expect(
    page.getByText('Değişiklikleriniz onaya gönderildi. Ekibimiz onayladığında sitenizde yayınlanacak.'),
  ).toBeVisible()
  await expect(site).toContainText('Yayın isteğiniz ekibimizin onayını bekliyor.')
  await expect(site.getByRole('button', { name: /^Yayına gönder/ })).toHaveCount(0)
  expect(await livePage()).not.toContain('Onaydan geçen başlık')

  // The team reads what would change and approves: the page goes live, the customer's card follows.
  const admin = await (await browser.newContext()).newPage()
  await openSignedIn(admin, desk.server.url, ADMIN, '/admin/approvals')
  await admin
    .getByRole('table', { name: 'Onay talepleri listesi' })
    .getByRole('button', { name: `İncele: ${CUSTOMER.name}, Yayın` })
    .click()
  const dialog = admin.getByRole('dialog', { name: 'Yayın talebi' })
  // Only the page the customer changed: the others are the same, however they were stored.
  await expect(dialog.getByRole('row', { name: /^Sayfa: / })).toHaveCount(1)
  await expect(
    dialog
      .getByRole('row', { name: /^Sayfa: / })
      .first()
      .locator('ins'),
  ).toContainText('“Onaydan geçen başlık” (değişti)')
  await dialog.getByRole('button', { name: 'Onayla', exact: true }).click()
  await dialog.getByRole('button', { name: 'Onayla ve uygula' }).click()
  await expect(dialog).toBeHidden()
  await expect.poll(() => livePage()).toContain('<h1>Onaydan geçen başlık</h1>')
  await expect(site).not.toContainText('Yayınlanmamış değişiklikler')
  await admin.context().close()
})
