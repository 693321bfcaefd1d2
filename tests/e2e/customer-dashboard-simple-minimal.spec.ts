import { expect, test } from '@playwright/test'
import { useDashboardServer } from '../support/dashboard-server'

// The simple (/dashboard) and minimal (/user-dashboard-new) customer dashboards against the real
// server: the new-website and support-ticket dialogs and what they store, the plan and the real counts.

const dashboard = useDashboardServer()
const { signIn } = dashboard

test('the simple dashboard: dialogs for a new website (cancel sends nothing) and a support ticket', async ({
  page,
}) => {
  const customer = await dashboard.server.createCustomer('Elif Çiçekçi')
  await signIn(page, customer, `/dashboard`)
  await expect(page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' })).toBeVisible()
  await expect(page.getByLabel('Özet')).toContainText('Toplam Website0')
  await expect(page.getByLabel('Özet')).toContainText('AbonelikÜcretsiz')

  await page.getByRole('button', { name: 'Yeni Website' }).click()
  let dialog = page.getByRole('dialog', { name: 'Yeni Website Talebi' })
  await dialog.getByLabel('Website adı').fill('Vazgeçilen Site')
  await dialog.getByRole('button', { name: 'İptal' }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: 'Yeni Website' }).click()
  dialog = page.getByRole('dialog', { name: 'Yeni Website Talebi' })
  await expect(dialog.getByLabel('Website adı')).toHaveValue('')
  await expect(dialog.getByLabel('E-posta')).toHaveValue(customer.email)
  await dialog.getByRole('button', { name: 'Talep Oluştur' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Lütfen website adını girin')
  await dialog.getByLabel('Website adı').fill('Çiçek Dünyası')
  await dialog.getByLabel('Firma').fill('Elif Çiçekçilik')
  await dialog.getByLabel('Bütçe aralığı').selectOption('3000-5000')
  await dialog.getByLabel('Zaman planı').selectOption('2-weeks')
  await dialog.getByRole('button', { name: 'Talep Oluştur' }).click()
  await expect(page.getByText('Website talebi başarıyla oluşturuldu!')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('list', { name: 'Website talepleri' })).toContainText('Çiçek Dünyası')

  const requests = await dashboard.server.mine<{
    items: Array<{ websiteName: string; companyName: string; budget: string; timeline: string }>
  }>(customer, '/api/me/website-requests')
  expect(requests.items).toEqual([
    expect.objectContaining({
      websiteName: 'Çiçek Dünyası',
      companyName: 'Elif Çiçekçilik',
      budget: '3000-5000',
      timeline: '2-weeks',
    }),
  ])

  await page.getByRole('button', { name: 'Destek Talebi' }).click()
  const ticket = page.getByRole('dialog', { name: 'Destek Talebi' })
  await ticket.getByLabel('Başlık').fill('Alan adı yönlendirmesi')
  await ticket.getByLabel('Açıklama').fill('www olmadan açılmıyor.')
  await ticket.getByRole('button', { name: 'Gönder' }).click()
  await expect(page.getByText('Destek talebiniz başarıyla gönderildi!')).toBeVisible()
  const tickets = await dashboard.server.mine<{ items: Array<{ title: string; priority: string }> }>(
    customer,
    '/api/me/support-tickets',
  )
  expect(tickets.items).toEqual([
    expect.objectContaining({ title: 'Alan adı yönlendirmesi', priority: 'normal' }),
  ])

  await page.getByRole('tab', { name: 'Ayarlar' }).click()
  await expect(page.getByLabel('Hesap bilgileri')).toContainText(customer.email)
  await page.getByRole('tab', { name: 'Faturalama' }).click()
  await expect(page.getByText('Henüz bir ödeme kaydınız yok.')).toBeVisible()
})

test('the minimal dashboard shows the plan and the real counts', async ({ page }) => {
  const customer = await dashboard.server.createCustomer('Can Oto')
  await dashboard.server.submitWebsiteRequest(customer, 'Can Oto Servis')
  await signIn(page, customer, `/user-dashboard-new`)
  await expect(page.getByTestId('plan-badge')).toHaveText('Ücretsiz Plan')
  const summary = page.getByLabel('Özet')
  await expect(summary).toContainText('Websiteler0')
  await expect(summary).toContainText('Talepler1')
  await expect(summary).toContainText('Bekleyen1')
  await expect(page.getByText('Ücretsiz plan limitleri')).toBeVisible()
  await page.getByRole('link', { name: 'Yeni Website Oluştur' }).click()
  await expect(page).toHaveURL(/#\/create-website$/)
})
