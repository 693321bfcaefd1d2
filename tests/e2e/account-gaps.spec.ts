import { expect, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { openSignedIn } from '../support/api-sign-in'
import { axeViolations } from '../support/axe'
import { bearer, DASHBOARD_ADMIN, useDashboardServer } from '../support/dashboard-server'

// The account gaps a customer hits first (docs/rules/customer-dashboard.md, website-requests.md,
// file-storage.md): deleting an upload after a confirmation; a rejection's reason, asked for on the desk
// and read by the customer; and on a 375 px phone the bell's panel and the dashboard's tab bar on the
// screen. What each rule refuses is proven on every store by the contract suite.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const REASON = 'Yatırım tavsiyesi içeren siteler için SPK belgesi gerekiyor.'

const dashboard = useDashboardServer()

/** The element's box lies wholly inside the page's viewport. */
async function expectOnScreen(page: Page, element: Locator) {
  const box = await element.boundingBox()
  const viewport = page.viewportSize()
  expect(box, 'laid out').not.toBeNull()
  if (!box || !viewport) return
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
}

test('Galeri: a file is deleted only once the customer confirms', async ({ page }) => {
  const customer = await dashboard.server.createCustomer('Selin Çiçekçi')
  const sent = await dashboard.server.api.post('/api/me/uploads', {
    headers: bearer(customer.token),
    multipart: { category: 'photos', file: { name: 'vitrin.png', mimeType: 'image/png', buffer: PNG } },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  await dashboard.signIn(page, customer, '/user-dashboard?tab=gallery')
  const files = page.getByRole('list', { name: 'Fotoğraflar dosyaları' })
  await expect(files).toContainText('vitrin.png')

  await files.getByRole('button', { name: 'Sil: vitrin.png' }).click()
  const dialog = page.getByRole('dialog', { name: 'Dosya silinsin mi?' })
  await expect(dialog).toContainText('vitrin.png kalıcı olarak silinecek.')
  await dialog.getByRole('button', { name: 'İptal' }).click()
  await expect(dialog).toBeHidden()
  await expect(files).toContainText('vitrin.png')

  await files.getByRole('button', { name: 'Sil: vitrin.png' }).click()
  await dialog.getByRole('button', { name: 'Sil', exact: true }).click()
  await expect(page.getByText('Dosya silindi.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Fotoğraflar' })).toContainText('Henüz dosya yüklenmedi.')
  const stored = await dashboard.server.mine<{ items: unknown[] }>(customer, '/api/me/uploads')
  expect(stored.items).toEqual([])
})

test('the desk asks why it rejects, and the customer reads the reason in their request', async ({
  page,
  browser,
}) => {
  const customer = await dashboard.server.createCustomer('Kaan Yatırım')
  const requestId = await dashboard.server.submitWebsiteRequest(customer, 'Sinyal Kulübü')
  await openSignedIn(page, dashboard.server.url, DASHBOARD_ADMIN, '/admin/website-requests?q=sinyal')
  const list = page.getByLabel('Website talepleri listesi')
  await list.getByRole('button', { name: 'Reddet: Sinyal Kulübü' }).click()
  const ask = page.getByRole('dialog', { name: '“Sinyal Kulübü” reddedilsin mi?' })
  const reason = ask.getByLabel('Red nedeni')
  await ask.getByRole('button', { name: 'Talebi reddet' }).click()
  await expect(ask.getByRole('alert')).toHaveText(
    'Talebi reddetmek için bir neden yazın; neden müşteriye iletilir.',
  )
  await reason.fill('Olmaz.')
  await ask.getByRole('button', { name: 'Talebi reddet' }).click()
  await expect(ask.getByRole('alert')).toHaveText('Red nedeni en az 10 karakter olmalı.')
  await reason.fill(REASON)
  await ask.getByRole('button', { name: 'Talebi reddet' }).click()
  await expect(page.getByText('"Sinyal Kulübü" talebi "Reddedildi" olarak işaretlendi.')).toBeVisible()

  // Back to pending is asked first; cancelled, nothing moves.
  await list.getByRole('button', { name: 'Yeniden İncele: Sinyal Kulübü' }).click()
  const confirm = page.getByRole('dialog', { name: '“Sinyal Kulübü” yeniden incelemeye alınsın mı?' })
  await confirm.getByRole('button', { name: 'İptal' }).click()
  await expect(confirm).toBeHidden()
  const stored = await dashboard.server.api.get(`/api/admin/website-requests/${requestId}`, {
    headers: bearer(dashboard.server.adminToken),
  })
  expect(((await stored.json()) as { data: { request: unknown } }).data.request).toMatchObject({
    status: 'rejected',
    rejectionReason: REASON,
  })

  const customerContext = await browser.newContext()
  try {
    const customerPage = await customerContext.newPage()
    await dashboard.signIn(customerPage, customer, '/user-dashboard?tab=websites')
    const requests = customerPage.getByRole('list', { name: 'Website talepleri' })
    await expect(requests).toContainText('Sinyal Kulübü')
    await expect(requests).toContainText(`Red nedeni: ${REASON}`)
  } finally {
    await customerContext.close()
  }
})

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the bell’s panel and the tab bar fit the screen; the bar shows it scrolls', async ({ page }) => {
    const customer = await dashboard.server.createCustomer('Ece Telefon')
    await dashboard.signIn(page, customer, '/user-dashboard')
    const tabs = page.getByRole('tablist', { name: 'Panel bölümleri' })
    await expect(tabs.getByRole('tab', { name: 'Genel Bakış' })).toHaveAttribute('aria-selected', 'true')
    await expectOnScreen(page, tabs)
    // More to the right, and the bar says so; the selected tab is whole on the screen.
    await expect(tabs).toHaveAttribute('data-overflow', 'end')
    await expectOnScreen(page, tabs.getByRole('tab', { selected: true }))

    // The keyboard (End) selects the last tab: scrolled into view, and now there is more to the left.
    await tabs.getByRole('tab', { selected: true }).focus()
    await page.keyboard.press('End')
    const profile = tabs.getByRole('tab', { name: 'Profil' })
    await expect(profile).toHaveAttribute('aria-selected', 'true')
    await expect(profile).toBeFocused()
    await expect(tabs).toHaveAttribute('data-overflow', /start|both/)
    await expectOnScreen(page, profile)
    await expectOnScreen(page, tabs)

    await page.getByTestId('customer-bell').click()
    const panel = page.getByTestId('customer-bell-panel')
    await expect(panel).toBeVisible()
    await expectOnScreen(page, panel)
    expect(await axeViolations(page)).toEqual([])
  })
})
