import { expect, test } from '@playwright/test'
import { bearer, useDashboardServer } from '../support/dashboard-server'

// The full customer dashboard's overview against the real server: a website request's status follows
// the team's changes without a reload even with the live stream down (focus and the 30 s refetch), the
// WhatsApp button's prefilled message, and Web Sitelerim (details, edit, visit).

const dashboard = useDashboardServer()
const { signIn } = dashboard

test("a website request's status follows the team's changes without a reload", async ({ page }) => {
  await page.clock.install()
  // The live stream would bring each change at once (tests/e2e/live-updates.spec.ts); here it stays
  // down, so what is shown is what focus and the 30-second refetch bring, the way back when a stream
  // cannot be held open (a proxy that cuts it).
  await page.route('**/api/me/stream', (route) => route.abort())
  const customer = await dashboard.server.createCustomer('Ayşe Lokanta')
  const requestId = await dashboard.server.submitWebsiteRequest(customer, 'Lale Lokantası')
  const created = await dashboard.server.api.post('/api/websites', {
    headers: bearer(dashboard.server.adminToken),
    data: {
      action: 'create',
      name: 'Lale Vitrin',
      domain: 'lale-lokanta.com.tr',
      ownerEmail: customer.email,
      description: 'Lokantanın tanıtım sitesi',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const websiteId = ((await created.json()) as { data: { website: { id: string } } }).data.website.id
  // The team publishes it: the dashboard shows it as 'Yayında'.
  const published = await dashboard.server.api.post(`/api/admin/websites/${websiteId}/publish`, {
    headers: bearer(dashboard.server.adminToken),
  })
  expect(published.ok(), await published.text()).toBe(true)
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
