import { expect } from '@playwright/test'
import { test } from '../support/test'
import {
  companyName,
  contactEmail,
  deleteServerDraft,
  nextButton,
  openBuilder,
  serverDraft,
  stepButton,
  submitButton,
  toastRegion,
} from '../support/builder-page'
import { useBuilderServer } from '../support/builder-server'
import { bearer, signInCustomer } from '../support/wizard-server'

// The website builder against the real server: its draft is kept on the device and restored with its
// step after a reload, and kept on the server so it follows the customer to another browser; sending
// stores a builder request with a six-digit number, shows the confirmation and clears the draft (here
// and on the server); a refusal of the server shows its Turkish reason at the field and loses nothing;
// offline, the request waits in the service worker's outbox and the confirmation says so.

const builder = useBuilderServer()

/** Signs the customer in with no draft anywhere (the spec's tests share the customer). */
async function signIn(
  page: Parameters<typeof signInCustomer>[0],
  request: Parameters<typeof signInCustomer>[1],
) {
  const session = await builder.signIn(page, request)
  await deleteServerDraft(request, builder.server.url, session.accessToken)
  return session
}

test('the draft survives a reload with its step, and "Baştan başla" empties the form', async ({
  page,
  request,
}) => {
  const session = await signIn(page, request)
  await openBuilder(page, builder.server.url)
  // Every field of the first step at once, from its labels.
  await companyName(page).fill('Deniz Balık Restoran')
  await page.getByLabel('Sektör').selectOption({ label: 'Restoran ve Kafe' })
  await page.getByLabel('Firma açıklaması').fill('Boğaz kıyısında taze balık.')
  await contactEmail(page).fill('bilgi@denizbalik.com.tr')
  await nextButton(page).click()
  await expect(page.getByText('Adım 2 / 5')).toBeVisible()
  await page.getByRole('radio', { name: 'Mavi' }).check()
  await page.getByRole('radio', { name: 'Kurumsal', exact: true }).check()
  await nextButton(page).click()
  await page.getByRole('checkbox', { name: 'Hakkımızda' }).check()
  await page.getByRole('checkbox', { name: 'İngilizce' }).check()
  await expect(page.getByText('Taslak kaydedildi')).toBeVisible({ timeout: 10_000 })

  await page.reload()
  await expect(page.getByText('Adım 3 / 5')).toBeVisible()
  await expect(page.getByText('kaydedilmiş taslağınız geri yüklendi')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Hakkımızda' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'İngilizce' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Türkçe' })).toBeChecked()
  await page.getByRole('button', { name: 'Önceki' }).click()
  await expect(page.getByRole('radio', { name: 'Mavi' })).toBeChecked()
  await page.getByRole('button', { name: 'Önceki' }).click()
  await expect(companyName(page)).toHaveValue('Deniz Balık Restoran')
  await expect(page.getByLabel('Sektör')).toHaveValue('restoran')
  await expect(contactEmail(page)).toHaveValue('bilgi@denizbalik.com.tr')

  // Typing right before leaving is kept too (stored when the page is hidden, not only after 2 s).
  await companyName(page).fill('Son Anda Yazılan')
  await page.reload()
  await expect(companyName(page)).toHaveValue('Son Anda Yazılan')

  await page.getByRole('button', { name: 'Baştan başla' }).click()
  await expect(companyName(page)).toHaveValue('')
  await page.reload()
  await expect(page.getByText('Adım 1 / 5')).toBeVisible()
  await expect(companyName(page)).toHaveValue('')
  // Gone from the server too, even when the reload came before its delete was sent.
  await expect.poll(() => serverDraft(request, builder.server.url, session.accessToken)).toBeNull()
})

test('the draft follows the customer to another browser through the server', async ({
  page,
  browser,
  request,
}) => {
  const session = await signIn(page, request)
  await openBuilder(page, builder.server.url)
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/me/drafts/website-builder') && response.request().method() === 'PUT',
  )
  await companyName(page).fill('Kuzey Mimarlık')
  await nextButton(page).click()
  await page.getByRole('radio', { name: 'Yeşil' }).check()
  expect((await saved).ok()).toBe(true)
  await expect
    .poll(async () =>
      JSON.stringify((await serverDraft(request, builder.server.url, session.accessToken))?.value),
    )
    .toContain('"colorScheme":"green"')

  const elsewhere = await browser.newContext()
  try {
    const other = await elsewhere.newPage()
    await signInCustomer(other, request, builder.server.url)
    await openBuilder(other, builder.server.url)
    await expect(other.getByText('Adım 2 / 5')).toBeVisible()
    await expect(other.getByText('kaydedilmiş taslağınız geri yüklendi')).toBeVisible()
    await expect(other.getByRole('radio', { name: 'Yeşil' })).toBeChecked()
    await other.getByRole('button', { name: 'Önceki' }).click()
    await expect(companyName(other)).toHaveValue('Kuzey Mimarlık')
  } finally {
    await elsewhere.close()
  }
})

test('sending shows the request number and next steps; "Yeni Talep Oluştur" starts empty and the draft is gone', async ({
  page,
  request,
}) => {
  const session = await signIn(page, request)
  await openBuilder(page, builder.server.url)
  await companyName(page).fill('Yıldız Kuaför')
  await contactEmail(page).fill('randevu@yildizkuafor.com.tr')
  await stepButton(page, 4, 'Özellikler').click()
  await page.getByRole('checkbox', { name: 'Online randevu' }).check()
  await stepButton(page, 5, 'Bütçe').click()
  await page.getByRole('radio', { name: '2 hafta' }).check()
  await page.getByLabel('Ek notlar').fill('Hafta sonu da açığız.')

  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/me/website-requests') && r.request().method() === 'POST',
  )
  await submitButton(page).click()
  expect((await answered).status()).toBe(201)
  await expect(toastRegion(page)).toContainText('Başarılı!')
  await expect(toastRegion(page)).toContainText(
    'Talebiniz alındı! Ekibimiz 24 saat içinde sizinle iletişime geçecek.',
  )
  await expect(page.getByRole('heading', { name: 'Talebiniz Alındı!' })).toBeVisible()
  const number = (await page.getByTestId('builder-request-number').textContent())?.trim() ?? ''
  expect(number).toMatch(/^\d{6}$/)
  for (const step of [
    '24 saat içinde iletişim',
    'Keşif görüşmesi',
    'Tasarım ve geliştirme',
    '1-2 hafta içinde teslim',
  ])
    await expect(page.getByRole('region', { name: 'Talebiniz Alındı!' }).getByText(step)).toBeVisible()
  await expect(page.getByRole('link', { name: "Dashboard'a Dön" })).toHaveAttribute(
    'href',
    '#/user-dashboard',
  )

  // The server has it under that number, with the whole form.
  const mine = await request.get(`${builder.server.url}/api/me/website-requests?source=builder`, {
    headers: bearer(session.accessToken),
  })
  const { data } = (await mine.json()) as {
    data: { items: Array<{ requestNumber: string; status: string; builderForm: Record<string, unknown> }> }
  }
  expect(data.items.find((item) => item.requestNumber === number)).toMatchObject({
    status: 'pending',
    builderForm: {
      companyName: 'Yıldız Kuaför',
      contactEmail: 'randevu@yildizkuafor.com.tr',
      features: ['booking'],
      timeline: '2-weeks',
      notes: 'Hafta sonu da açığız.',
    },
  })
  await expect.poll(() => serverDraft(request, builder.server.url, session.accessToken)).toBeNull()

  await page.getByRole('button', { name: 'Yeni Talep Oluştur' }).click()
  await expect(page.getByText('Adım 1 / 5')).toBeVisible()
  await expect(companyName(page)).toHaveValue('')
  await page.reload()
  await expect(page.getByText('Adım 1 / 5')).toBeVisible()
  await expect(companyName(page)).toHaveValue('')
  await expect(page.getByText('kaydedilmiş taslağınız geri yüklendi')).toHaveCount(0)
  expect(await serverDraft(request, builder.server.url, session.accessToken)).toBeNull()
})

test('a request without a company name is refused with the server’s words at the field, nothing lost', async ({
  page,
  request,
}) => {
  await signIn(page, request)
  await openBuilder(page, builder.server.url)
  await contactEmail(page).fill('bilgi@')
  await page.getByLabel('Telefon').fill('+90 212 555 00 00')
  // No gate: Sonraki and sending go on with the marked fields empty.
  await stepButton(page, 5, 'Bütçe').click()
  await page.getByLabel('Ek notlar').fill('Acil değil.')
  await submitButton(page).click()

  await expect(toastRegion(page)).toContainText('Lütfen firma adını girin.')
  await expect(page.getByText('Adım 1 / 5')).toBeVisible()
  await expect(companyName(page)).toBeFocused()
  await expect(companyName(page)).toHaveAccessibleDescription('Lütfen firma adını girin.')
  await expect(contactEmail(page)).toHaveValue('bilgi@')
  await expect(page.getByLabel('Telefon')).toHaveValue('+90 212 555 00 00')

  // Then the address: the server names the next field it refuses.
  await companyName(page).fill('Eksik Posta Ltd.')
  await expect(companyName(page)).not.toHaveAttribute('aria-invalid')
  await stepButton(page, 5, 'Bütçe').click()
  await expect(page.getByLabel('Ek notlar')).toHaveValue('Acil değil.')
  await submitButton(page).click()
  await expect(toastRegion(page)).toContainText('Lütfen geçerli bir iletişim e-postası girin.')
  await expect(contactEmail(page)).toBeFocused()
  await expect(contactEmail(page)).toHaveAccessibleDescription('Lütfen geçerli bir iletişim e-postası girin.')
  await expect(companyName(page)).toHaveValue('Eksik Posta Ltd.')
})

test.describe(() => {
  test.use({ serviceWorkers: 'allow' }) // this test is about the service worker (playwright.config.ts)
  test('sent offline, the request waits in the outbox, the confirmation says so and the draft goes', async ({
    page,
    context,
    request,
  }) => {
    const session = await signIn(page, request)
    await openBuilder(page, builder.server.url)
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready
      return navigator.serviceWorker.controller !== null
    })
    const name = `Çevrimdışı Atölye ${Date.now()}`
    await companyName(page).fill(name)
    await contactEmail(page).fill('atolye@example.com')
    await stepButton(page, 5, 'Bütçe').click()

    await context.setOffline(true)
    await submitButton(page).click()
    await expect(page.getByRole('heading', { name: 'Talebiniz Alındı!' })).toBeVisible()
    // The confirmation's own status line (a toast may say the same words meanwhile).
    await expect(page.getByRole('region', { name: 'Talebiniz Alındı!' }).getByRole('status')).toHaveText(
      'Talebiniz bağlantı gelince gönderilecek',
    )
    await expect(page.getByTestId('builder-request-number')).toHaveCount(0)

    const countOnServer = async () => {
      const mine = await request.get(`${builder.server.url}/api/me/website-requests?source=builder`, {
        headers: bearer(session.accessToken),
      })
      const { data } = (await mine.json()) as {
        data: { items: Array<{ builderForm: { companyName: string } }> }
      }
      return data.items.filter((item) => item.builderForm.companyName === name).length
    }
    expect(await countOnServer()).toBe(0)
    await context.setOffline(false)
    await page.reload() // any answer from the network starts the outbox's replay
    await expect.poll(countOnServer, { timeout: 30_000 }).toBe(1)

    await openBuilder(page, builder.server.url)
    await expect(page.getByText('Adım 1 / 5')).toBeVisible()
    await expect(companyName(page)).toHaveValue('')
  })
})
