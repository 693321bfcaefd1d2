import { expect, test } from '@playwright/test'
import { useDashboardServer } from '../support/dashboard-server'

// Taleplerim on the full customer dashboard against the real server: the request form (its check, the
// default priority, the keyboard between tabs) and a request sent offline that shows as pending (after a
// reload too, and on the overview), then as the real record once the service worker delivers it.

const dashboard = useDashboardServer()
const { signIn } = dashboard

test('a request sent from Taleplerim appears in the list', async ({ page }) => {
  const customer = await dashboard.server.createCustomer('Mehmet Kırtasiye')
  await signIn(page, customer, `/user-dashboard?tab=requests`)
  await expect(page.getByRole('tab', { name: 'Taleplerim', selected: true })).toBeVisible()
  // Keyboard: the arrow keys move between tabs (and the URL follows).
  await page.getByRole('tab', { name: 'Taleplerim' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Galeri', selected: true })).toBeFocused()
  await expect(page).toHaveURL(/tab=gallery/)
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('tab', { name: 'Taleplerim', selected: true })).toBeFocused()

  const form = page.getByRole('form', { name: 'Yeni Talep' })
  await expect(form.getByLabel('Öncelik')).toHaveValue('medium')
  await form.getByRole('button', { name: 'Talep Gönder' }).click()
  await expect(form.getByRole('alert')).toHaveText('Lütfen başlık ve açıklama alanlarını doldurun')

  await form.getByLabel('Talep türü').selectOption('support')
  await form.getByLabel('Başlık').fill('İletişim formu çalışmıyor')
  await form.getByLabel('Açıklama').fill('Form gönderilince hata veriyor.')
  await form.getByRole('button', { name: 'Talep Gönder' }).click()
  await expect(page.getByText('Talebiniz başarıyla gönderildi!')).toBeVisible()
  const item = page
    .getByRole('list', { name: 'Talepler' })
    .getByRole('listitem')
    .filter({ hasText: 'İletişim formu çalışmıyor' })
  await expect(item).toContainText('Beklemede')
  await expect(item).toContainText('Destek')
  await expect(item).toContainText('Öncelik: Orta')
  await expect(form.getByLabel('Başlık')).toHaveValue('')

  const stored = await dashboard.server.mine<{
    items: Array<{ title: string; type: string; priority: string; status: string }>
  }>(customer, '/api/me/customer-requests')
  expect(stored.items).toEqual([
    expect.objectContaining({
      title: 'İletişim formu çalışmıyor',
      type: 'support',
      priority: 'medium',
      status: 'pending',
    }),
  ])

  // The overview counts it and lists it among the latest.
  await page.getByRole('tab', { name: 'Genel Bakış' }).click()
  await expect(page).toHaveURL(/#\/user-dashboard$/)
  await expect(page.getByRole('list', { name: 'Son talepler' })).toContainText('İletişim formu çalışmıyor')
})

test.describe(() => {
  test.use({ serviceWorkers: 'allow' }) // this test is about the service worker (playwright.config.ts)
  test('a request sent offline shows as pending, then as the real record once delivered', async ({
    page,
    context,
  }) => {
    const customer = await dashboard.server.createCustomer('Selin Çevrimdışı')
    // Every text the page adds is kept: the sent notice lives a few seconds, and looking for it on screen
    // missed it once in four full runs although the write had been delivered (the replay may finish before
    // the test looks). A notice that never shows still fails the test.
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __notices: string[] }).__notices = [])
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes) if (node.textContent) seen.push(node.textContent.trim())
      }).observe(document, { childList: true, subtree: true })
    })
    await signIn(page, customer)
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready
      return navigator.serviceWorker.controller !== null
    })
    // The overview read once through the worker (a reload: the reads before it went past the worker), so
    // that its copies are there offline.
    const pendingFigure = page.locator('dt:text-is("Bekleyen Talepler") + dd')
    await page.goto(`${dashboard.server.url}/#/user-dashboard`)
    await page.reload()
    await expect(pendingFigure).toHaveText('0')
    await page.getByRole('tab', { name: 'Taleplerim' }).click()
    const form = page.getByRole('form', { name: 'Yeni Talep' })
    await expect(page.getByText('Henüz bir talebiniz yok.')).toBeVisible()

    await context.setOffline(true)
    await form.getByLabel('Başlık').fill('Yolda yazılan talep')
    await form.getByLabel('Açıklama').fill('Bağlantı yokken gönderildi.')
    await form.getByRole('button', { name: 'Talep Gönder' }).click()
    await expect(
      page.getByText('Çevrimdışısınız: isteğiniz kaydedildi ve bağlantı gelince gönderilecek.'),
    ).toBeVisible()
    const item = page
      .getByRole('list', { name: 'Talepler' })
      .getByRole('listitem')
      .filter({ hasText: 'Yolda yazılan talep' })
    await expect(item).toContainText('Gönderilmeyi bekliyor')
    expect(
      (await dashboard.server.mine<{ items: unknown[] }>(customer, '/api/me/customer-requests')).items,
    ).toHaveLength(0)

    // Still offline, the page reloads: the row is read from the worker's outbox, not from the page's memory.
    await page.reload()
    await expect(item).toContainText('Gönderilmeyi bekliyor')
    // The overview counts it as pending and lists it first among the latest.
    await page.getByRole('tab', { name: 'Genel Bakış' }).click()
    const latest = page
      .getByRole('list', { name: 'Son talepler' })
      .getByRole('listitem')
      .filter({ hasText: 'Yolda yazılan talep' })
    await expect(latest).toContainText('Gönderilmeyi bekliyor')
    await expect(pendingFigure).toHaveText('1')
    await page.getByRole('tab', { name: 'Taleplerim' }).click()

    // Back online: the next answer from the network starts the replay; the list then shows the record and
    // a short notice says the queue went out.
    await context.setOffline(false)
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __notices: string[] }).__notices), {
        timeout: 30_000,
      })
      .toEqual(expect.arrayContaining([expect.stringContaining('1 değişiklik gönderildi.')]))
    await expect(item).toContainText('Beklemede')
    await expect(item).not.toContainText('Gönderilmeyi bekliyor')
    expect(
      (await dashboard.server.mine<{ items: unknown[] }>(customer, '/api/me/customer-requests')).items,
    ).toHaveLength(1)
  })
})
