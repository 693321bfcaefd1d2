import { expect } from '@playwright/test'
import { test } from '../support/test'
import { bearer, useDashboardServer } from '../support/dashboard-server'

// The full customer dashboard's overview against the real server: a website request's status follows
// the team's changes without a reload even with the live stream down (focus and the 30 s refetch), the
// WhatsApp button's prefilled message, Web Sitelerim (details, edit, visit), and the customer publishing
// the changes they saved to their live site.

const dashboard = useDashboardServer()
const { signIn } = dashboard

/** A website the team added for the customer and published: its id and slug. */
async function publishedWebsite(
  ownerEmail: string,
  fields: { name: string; domain: string; description?: string },
) {
  // A new Idempotency-Key for each call.
  const admin = () => ({ headers: bearer(dashboard.server.adminToken) })
  const created = await dashboard.server.api.post('/api/websites', {
    ...admin(),
    data: { action: 'create', ownerEmail, ...fields },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { id } = ((await created.json()) as { data: { website: { id: string } } }).data.website
  const published = await dashboard.server.api.post(`/api/admin/websites/${id}/publish`, admin())
  expect(published.ok(), await published.text()).toBe(true)
  const { slug } = ((await published.json()) as { data: { website: { slug: string } } }).data.website
  return { id, slug }
}

test("a website request's status follows the team's changes without a reload", async ({ page }) => {
  await page.clock.install()
  // The live stream would bring each change at once (tests/e2e/live-updates.spec.ts); here it stays
  // down, so what is shown is what focus and the 30-second refetch bring, the way back when a stream
  // cannot be held open (a proxy that cuts it).
  await page.route('**/api/me/stream', (route) => route.abort())
  const customer = await dashboard.server.createCustomer('Ayşe Lokanta')
  const requestId = await dashboard.server.submitWebsiteRequest(customer, 'Lale Lokantası')
  // The team adds and publishes a website: the dashboard shows it as 'Yayında'.
  const { id: websiteId } = await publishedWebsite(customer.email, {
    name: 'Lale Vitrin',
    domain: 'lale-lokanta.com.tr',
    description: 'Lokantanın tanıtım sitesi',
  })
  await signIn(page, customer)

  const recent = page.getByRole('list', { name: 'Son talepler' })
  const row = recent.getByRole('listitem').filter({ hasText: 'Lale Lokantası' })
  await expect(row).toContainText('Beklemede')
  await expect(page.getByLabel('Özet')).toContainText('Bekleyen Talepler1')
  await expect(page.getByLabel('Özet')).toContainText('Aktif Siteler1')

  // The WhatsApp button asks support about this request, with its details prefilled.
  const whatsapp = row.getByRole('link', { name: 'WhatsApp ile sor: Lale Lokantası' })
  const link = new URL((await whatsapp.getAttribute('href')) ?? '')
  expect(link.origin).toBe('https://wa.me')
  expect(link.pathname).toMatch(/^\/\d{10,15}$/)
  const text = link.searchParams.get('text') ?? ''
  expect(text).toContain('Talep: Lale Lokantası')
  expect(text).toContain('Açıklama: Menü ve rezervasyon sitesi')
  expect(text).toContain('Öncelik: Yüksek')

  // The team takes it on: the customer comes back to the window.
  await dashboard.server.setStatus(requestId, 'in-progress')
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await expect(row).toContainText('İşlemde')
  await expect(page.getByLabel('Özet')).toContainText('Bekleyen Talepler0')

  // The team finishes it while the customer keeps watching: the 30-second refetch shows it.
  await dashboard.server.setStatus(requestId, 'completed')
  await expect(row).toContainText('İşlemde')
  await page.clock.fastForward(31_000)
  await expect(row).toContainText('Tamamlandı')

  await page.getByRole('tab', { name: 'Web Sitelerim' }).click()
  await expect(page).toHaveURL(/tab=websites/)
  await expect(page.getByTestId(`website-request-status-${requestId}`)).toHaveText('Tamamlandı')

  // The customer's website: badges, details, edit and visit.
  const site = page
    .getByRole('list', { name: 'Websiteler' })
    .getByRole('listitem')
    .filter({ hasText: 'Lale Vitrin' })
  await expect(site).toContainText('Aktif')
  await expect(site).toContainText('Yayında')
  await site.getByRole('button', { name: 'Görüntüle: Lale Vitrin' }).click()
  const details = page.getByRole('dialog', { name: 'Lale Vitrin' })
  await expect(details).toContainText('Lokantanın tanıtım sitesi')
  await expect(details).toContainText('lale-lokanta.com.tr')
  await details.getByRole('button', { name: 'Kapat' }).first().click()
  await expect(details).toBeHidden()
  await expect(site.getByRole('link', { name: 'Düzenle: Lale Vitrin' })).toHaveAttribute(
    'href',
    `#/edit-website/${websiteId}`,
  )
  await page
    .context()
    .route('https://lale-lokanta.com.tr/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Lale</title>' }),
    )
  const opening = page.waitForEvent('popup')
  await site.getByRole('button', { name: 'Ziyaret Et: Lale Vitrin' }).click()
  const popup = await opening
  await expect.poll(() => popup.url()).toBe('https://lale-lokanta.com.tr/')
  await popup.close()
})

test('the customer publishes the changes they saved to their live site', async ({ page, request }) => {
  const customer = await dashboard.server.createCustomer('Can Fırın')
  const { id: websiteId, slug } = await publishedWebsite(customer.email, {
    name: 'Can Fırın',
    domain: 'can-firin.com.tr',
  })
  // The host reuses a page lookup for a second (docs/rules/publishing.md#serving): a new publication
  // shows within it, hence the polls.
  const livePage = async () => (await request.get(`${dashboard.server.url}/sites/${slug}/`)).text()

  // The customer saves an edit (as the edit screen does): saved, not live yet.
  const news = 'Ekşi mayalı ekmeklerimiz her sabah 7’de fırından çıkar.'
  const saved = await dashboard.server.api.put(`/api/me/websites/${websiteId}`, {
    headers: bearer(customer.token),
    multipart: { title: 'Can Fırın', description: news },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  expect(await livePage()).not.toContain(news)

  await dashboard.signIn(page, customer)
  await page.getByRole('tab', { name: 'Web Sitelerim' }).click()
  const site = page
    .getByRole('list', { name: 'Websiteler' })
    .getByRole('listitem')
    .filter({ hasText: 'Can Fırın' })
  await expect(site).toContainText('Yayınlanmamış değişiklikler')
  await expect(site).toContainText('Kaydettiğiniz değişiklikler sitenizde henüz görünmüyor.')
  await site.getByRole('button', { name: 'Yayınla: Can Fırın' }).click()
  await expect(page.getByText('Website yayınlandı.')).toBeVisible()
  await expect(site).not.toContainText('Yayınlanmamış değişiklikler')
  await expect(site.getByRole('button', { name: 'Yayınla: Can Fırın' })).toHaveCount(0)
  await expect.poll(livePage).toContain(news)

  // Rolled back in two clicks: version 1 restored (saved, not live yet), then published.
  await site.getByRole('button', { name: 'Görüntüle: Can Fırın' }).click()
  const details = page.getByRole('dialog', { name: 'Can Fırın' })
  const versions = details.getByRole('list', { name: 'Yayınlanan sürümler' }).getByRole('listitem')
  await expect(versions).toHaveCount(2)
  await expect(versions.first()).toContainText('Sürüm 2')
  await expect(versions.first()).toContainText('Yayında')
  await expect(versions.first()).toContainText('Can Fırın') // who published it: the customer
  await details.getByRole('button', { name: 'Geri yükle: Sürüm 1' }).click()
  await expect(
    page.getByText('Sürüm 1 geri yüklendi. Sitenizde görünmesi için “Yayınla”ya basın.'),
  ).toBeVisible()
  await details.getByRole('button', { name: 'Kapat' }).first().click()
  await expect(site).toContainText('Yayınlanmamış değişiklikler')
  expect(await livePage()).toContain(news)
  await site.getByRole('button', { name: 'Yayınla: Can Fırın' }).click()
  await expect(site).not.toContainText('Yayınlanmamış değişiklikler')
  await expect.poll(livePage).not.toContain(news)
})
