import { expect, test } from '@playwright/test'
import { openSignedIn } from '../support/api-sign-in'
import {
  ADMIN,
  bearer,
  desk,
  publishedBuilderRequest,
  requestStatus,
  rowsOf,
  useDeskServer,
} from '../support/desk-server'

// Publishing from the request desk against the real server: a builder request shows the builder's
// fields in the detail dialog, is worked to completed, and 'Yayınla' puts its site at /sites/{slug}/.

useDeskServer()

test('the admin completes a builder request and publishes it; the site is served at /sites/{slug}/', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const sent = await desk.api.post('/api/me/website-requests', {
    headers: bearer(desk.customerToken),
    data: {
      source: 'builder',
      builderForm: {
        companyName: 'Defne Pastanesi',
        industry: 'restoran',
        description: 'Butik pasta ve kurabiye',
        contactEmail: 'siparis@defne.test',
        contactPhone: '0216 000 00 00',
        colorScheme: 'purple',
        designStyle: 'creative',
        template: 'creative',
        pages: ['home', 'about', 'contact'],
        features: ['whatsapp', 'map'],
        integrations: ['instagram'],
        budget: '3000-5000',
        timeline: '2-weeks',
        priority: 'mobile',
        notes: 'Sipariş formu önemli.',
      },
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const requestId = ((await sent.json()) as { data: { request: { id: string } } }).data.request.id

  await openSignedIn(page, desk.server.url, ADMIN, `/admin/website-requests`)
  const list = page.getByLabel('Website talepleri listesi')
  const row = rowsOf(list).filter({ hasText: 'Defne Pastanesi' })
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('button', { name: /^Yayınla/ })).toHaveCount(0) // not completed yet

  await row.getByRole('button', { name: /^Detaylar: / }).click()
  const dialog = page.getByRole('dialog')
  // The builder's own fields, with their Turkish labels.
  const builder = dialog.getByRole('region', { name: 'Oluşturucu: tasarım' })
  await expect(builder).toContainText('Mor')
  await expect(builder).toContainText('Yaratıcı')
  await expect(dialog.getByRole('region', { name: 'Oluşturucu: sayfalar ve içerik' })).toContainText(
    'Ana Sayfa, Hakkımızda, İletişim',
  )
  const features = dialog.getByRole('region', { name: 'Oluşturucu: özellikler' })
  await expect(features).toContainText('WhatsApp butonu, Harita')
  await expect(features).toContainText('Instagram')
  const plan = dialog.getByRole('region', { name: 'Oluşturucu: bütçe ve zaman' })
  await expect(plan).toContainText('3.000 – 5.000 ₺')
  await expect(plan).toContainText('2 hafta')
  await expect(plan).toContainText('Mobil uyum')
  await expect(plan).toContainText('Sipariş formu önemli.')

  await dialog.getByRole('button', { name: 'İşleme Al' }).click()
  await expect(dialog.getByRole('button', { name: 'Tamamlandı Olarak İşaretle' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Tamamlandı Olarak İşaretle' }).click()
  await expect.poll(() => requestStatus(requestId)).toBe('completed')

  await dialog.getByRole('button', { name: 'Yayınla' }).click()
  const toast = page.getByText(/^Website yayınlandı\. Adres: /)
  await expect(toast).toBeVisible()
  const address = ((await toast.textContent()) ?? '').replace(/^Website yayınlandı\. Adres: /, '').trim()
  expect(address).toMatch(new RegExp(`^${desk.server.url}/sites/[a-z0-9-]+/$`))
  await expect(dialog.getByRole('link', { name: address })).toHaveAttribute('href', address)

  // The published page, as anyone on the web gets it.
  const served = await desk.api.get(address)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toMatch(/^text\/html/)
  expect(await served.text()).toContain('Defne Pastanesi')

  // Publishing again republishes the same site at the same address.
  await dialog.getByRole('button', { name: 'Yayınla' }).click()
  await expect(page.getByText(`Website yayınlandı. Adres: ${address}`).last()).toBeVisible()
})

test('a completed request whose site has unpublished changes says so on the desk and leads to the filtered websites', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { websiteId } = await publishedBuilderRequest({
    companyName: 'Mavi Kapı Kafe',
    industry: 'restoran',
    contactEmail: 'merhaba@mavikapi.test',
  })

  await openSignedIn(page, desk.server.url, ADMIN, `/admin/website-requests`)
  const row = rowsOf(page.getByLabel('Website talepleri listesi')).filter({ hasText: 'Mavi Kapı Kafe' })
  await expect(row).toHaveCount(1)
  await expect(row.getByText('Yayınlanmamış değişiklikler')).toHaveCount(0)

  // The customer saves a change: the desk follows without a reload.
  const save = await desk.api.put(`/api/me/websites/${websiteId}`, {
    headers: bearer(desk.customerToken),
    multipart: { description: 'Deniz manzaralı kahvaltı.' },
  })
  expect(save.ok(), await save.text()).toBe(true)
  const badge = row.getByRole('link', { name: /^Yayınlanmamış değişiklikler: / })
  await expect(badge).toBeVisible()
  await badge.click()
  await expect(page).toHaveURL(/#\/admin\/websites\?unpublished=true$/)
  await expect(
    rowsOf(page.getByLabel('Websiteler listesi')).filter({ hasText: 'Mavi Kapı Kafe' }),
  ).toHaveCount(1)
})
