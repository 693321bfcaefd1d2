import { expect, test } from '@playwright/test'
import { openSignedIn } from '../support/api-sign-in'
import { axeViolations } from '../support/axe'
import { CUSTOMER_PASSWORD, DASHBOARD_ADMIN, bearer, useDashboardServer } from '../support/dashboard-server'
import { pageApi, refusedRows, untilControlled } from '../support/service-worker-page'

// Writes queued while the backend was away that the server refuses once it is back
// (docs/rules/offline-demo-and-sync.md#refused-writes), against the real server and the real service
// worker: the server's Turkish message shows at once in a toast and in the 'Gönderilemeyenler' notice;
// the writes stay listed across a reload; one is fixed and sent again, the other discarded.

test.use({ serviceWorkers: 'allow' }) // this spec is about the service worker (playwright.config.ts)

const dashboard = useDashboardServer()

test('refused on replay: toast and notice with the server message, kept across a reload, fixed and resent or discarded', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const { server } = dashboard
  const customer = await server.createCustomer('Reddedilen Müşteri')
  const created = await server.api.post('/api/websites', {
    headers: bearer(server.adminToken),
    data: {
      action: 'create',
      name: 'Kapanan Kafe',
      domain: `kapanan-${Date.now().toString(36)}.example.com`,
      ownerEmail: customer.email,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const websiteId = ((await created.json()) as { data: { website: { id: string } } }).data.website.id

  const session = await openSignedIn(
    page,
    server.url,
    { email: customer.email, password: CUSTOMER_PASSWORD },
    '/user-dashboard?tab=requests',
  )
  await untilControlled(page)
  const form = page.getByRole('form', { name: 'Yeni Talep' })
  await expect(form.getByLabel('Website')).toContainText('Kapanan Kafe')

  // The backend goes away; a change request about the website is queued from the form…
  await context.setOffline(true)
  await form.getByLabel('Talep türü').selectOption('change')
  await form.getByLabel('Website').selectOption({ index: 1 })
  await form.getByLabel('Başlık').fill('Menüyü güncelleyin')
  await form.getByLabel('Açıklama').fill('Yaz menüsü eklenecek.')
  await form.getByRole('button', { name: 'Talep Gönder' }).click()
  await expect(
    page.getByText('Çevrimdışısınız: isteğiniz kaydedildi ve bağlantı gelince gönderilecek.'),
  ).toBeVisible()
  // …and a support request without a description (the form would not send it; the API is called as is).
  const blank = await pageApi(page, '/api/me/customer-requests', {
    body: { type: 'support', title: 'Fatura sorusu', description: ' ' },
    token: session.accessToken,
  })
  expect(blank).toMatchObject({ status: 202, source: 'queued' })
  await expect(page.getByTestId('availability-banner')).toContainText('2 değişiklik gönderilmeyi bekliyor')

  // Meanwhile the admin deletes the website.
  const deleted = await server.api.delete(`/api/websites?id=${encodeURIComponent(websiteId)}`, {
    headers: bearer(server.adminToken),
  })
  expect(deleted.status(), await deleted.text()).toBe(200)

  // The backend is back: the next answer from the network starts the replay; both writes are refused.
  await context.setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await expect(page.getByText('Değişiklik talebi gönderilemedi: Website bulunamadı.')).toBeVisible({
    timeout: 30_000,
  })
  await expect(
    page.getByText('Destek talebi gönderilemedi: Lütfen başlık ve açıklama alanlarını doldurun'),
  ).toBeVisible()
  const notice = page.getByTestId('refused-writes-notice')
  await expect(notice).toContainText('2 değişiklik sunucu tarafından kabul edilmedi ve gönderilemedi.')
  await expect(page.getByTestId('availability-banner')).not.toContainText('gönderilmeyi bekliyor')

  // Kept on the device: after a reload, on a phone-sized screen, both are listed with the server's words.
  await page.setViewportSize({ width: 375, height: 740 })
  await page.reload()
  await notice.getByRole('button', { name: 'Gönderilemeyenleri göster' }).click()
  const dialog = page.getByRole('dialog', { name: 'Gönderilemeyenler' })
  const items = dialog.getByRole('list', { name: 'Gönderilemeyenler' }).getByRole('listitem')
  await expect(items).toHaveCount(2)
  const change = items.filter({ has: page.getByRole('heading', { name: 'Değişiklik talebi' }) })
  await expect(change).toContainText('Menüyü güncelleyin')
  await expect(change).toContainText('Sunucunun yanıtı: Website bulunamadı.')
  await expect(change).toContainText('Yaz menüsü eklenecek.')
  // By its heading: while edited, its text is in fields, not in the item's text.
  const support = items.filter({ has: page.getByRole('heading', { name: 'Destek talebi' }) })
  await expect(support).toContainText('Fatura sorusu')
  await expect(support).toContainText('Lütfen başlık ve açıklama alanlarını doldurun')
  // Nothing wider than the phone: no horizontal scrolling of the page or inside the dialog.
  const widest = await dialog.evaluate((element) =>
    Math.max(
      ...[element, ...element.querySelectorAll('*')].map((part) => part.getBoundingClientRect().right),
    ),
  )
  expect(widest).toBeLessThanOrEqual(375)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([])

  // 'Metni kopyala' puts the typed text on the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await change.getByRole('button', { name: 'Metni kopyala' }).click()
  await expect(page.getByText('Metin kopyalandı.')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    'Başlık: Menüyü güncelleyin\nAçıklama: Yaz menüsü eklenecek.',
  )

  // The support request is fixed and sent again: the server takes it, it leaves the list.
  await support.getByRole('button', { name: 'Düzenle ve yeniden gönder' }).click()
  await support.getByLabel('Açıklama').fill('Bu ayın faturası iki kez kesildi.')
  await support.getByRole('button', { name: 'Gönder', exact: true }).click()
  await expect(page.getByText('Talebiniz başarıyla gönderildi!')).toBeVisible()
  await expect(items).toHaveCount(1)
  const mine = await server.mine<{ items: Array<{ title: string; description: string }> }>(
    customer,
    '/api/me/customer-requests',
  )
  expect(mine.items).toEqual([
    expect.objectContaining({ title: 'Fatura sorusu', description: 'Bu ayın faturası iki kez kesildi.' }),
  ])

  // The change request cannot be fixed (its website is gone): discarded after a confirmation.
  await change.getByRole('button', { name: 'Sil', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Bu değişiklik silinsin mi?' })
  await confirm.getByRole('button', { name: 'Evet, sil' }).click()
  await expect(dialog).toContainText('Gönderilemeyen değişiklik yok.')
  await dialog.getByRole('button', { name: 'Kapat' }).click()
  await expect(notice).toHaveCount(0)
  expect(await refusedRows(page)).toBe(0)
})

test('the back-office shows a refused write too, and signing out asks before it is dropped', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const { server } = dashboard
  const session = await openSignedIn(page, server.url, DASHBOARD_ADMIN, '/admin/dashboard')
  await untilControlled(page)
  const signOut = page.getByRole('button', { name: 'Çıkış Yap' })
  await expect(signOut).toBeVisible()

  // Queued while away: a website without a domain and an owner, which the server refuses.
  await context.setOffline(true)
  const queued = await pageApi(page, '/api/websites', {
    body: { action: 'create', name: 'Eksik Site' },
    token: session.accessToken,
  })
  expect(queued).toMatchObject({ status: 202, source: 'queued' })
  await context.setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  const notice = page.getByTestId('refused-writes-notice')
  await expect(notice).toContainText('1 değişiklik sunucu tarafından kabul edilmedi', { timeout: 30_000 })
  await notice.getByRole('button', { name: 'Gönderilemeyenleri göster' }).click()
  const dialog = page.getByRole('dialog', { name: 'Gönderilemeyenler' })
  await expect(dialog.getByRole('listitem')).toContainText('Ad, domain ve sahip email alanları zorunludur.')
  await expect(dialog.getByRole('listitem')).toContainText('/api/websites')
  await dialog.getByRole('button', { name: 'Kapat' }).click()

  // Signing out would drop it: the warning says so; "Yine de çıkış yap" drops it.
  await signOut.click()
  const warning = page.getByRole('dialog', { name: 'Gönderilmemiş değişiklikleriniz var' })
  await expect(warning).toContainText(
    'Sunucunun kabul etmediği 1 değişiklik Gönderilemeyenler listesinde duruyor.',
  )
  await warning.getByRole('button', { name: 'Yine de çıkış yap' }).click()
  await expect.poll(() => refusedRows(page)).toBe(0)
})
