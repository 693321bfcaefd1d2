import { expect } from '@playwright/test'
import { test } from '../support/test'
import type { Page, Route } from '@playwright/test'
import { fillBasics, nextButton, openWizard, toastRegion } from '../support/wizard-page'
import { bearer, useWizardServer } from '../support/wizard-server'

// Sending the wizard against the real server: the request exists on the server with every step's
// fields, sending offline goes through the service worker's outbox exactly once, and answers other
// than a plain success (a failure, a refusal with a reason, a session no longer accepted).

const wizard = useWizardServer()
const { signIn } = wizard

test('sending creates the request on the server, toasts, clears the draft and opens the dashboard', async ({
  page,
  request,
}) => {
  const session = await signIn(page, request)
  await openWizard(page, wizard.server.url)
  const name = `Yıldız İnşaat ${Date.now()}`
  await fillBasics(page, name)
  await nextButton(page).click()
  await page.getByLabel('Özel').check()
  await page.getByLabel('Ana renk').fill('#123456')
  await page.getByLabel('Dergi').check()
  await page.getByLabel('Müşteri yorumları').check()
  await nextButton(page).click()
  await page.getByLabel('Blog', { exact: true }).check()
  await page.getByLabel('Sayfa adı').fill('Projelerimiz')
  await page.getByRole('button', { name: 'Ekle' }).click()
  await page.getByLabel('Randevu / rezervasyon sistemi').check()
  await nextButton(page).click()
  await page.getByLabel('Sitede fotoğraf galerisi olsun').check()
  await page.getByLabel('Galeri notları').fill('Şantiye fotoğrafları')
  await nextButton(page).click()
  await page.getByLabel('Telefon').fill('+90 212 555 00 00')
  await page.getByLabel('E-posta').fill('bilgi@')
  await page.getByLabel('Instagram').fill('@yildizinsaat')
  await page.getByLabel('Bir hosting hizmetim var').check()
  await page.getByLabel('Hosting firması').fill('Natro')
  await page.getByLabel('Panel kullanıcı adı').fill('yildiz')
  await page.getByLabel('Panel şifresi', { exact: true }).fill('Gizli-Panel-1')
  await nextButton(page).click()
  // An address the server would refuse stops here, with the focus on the field.
  await expect(page.getByText('Adım 5 / 6')).toBeVisible()
  await expect(page.getByLabel('E-posta')).toBeFocused()
  await expect(page.getByLabel('E-posta')).toHaveAccessibleDescription('Geçerli bir email adresi girin.')
  await page.getByLabel('E-posta').fill('bilgi@yildiz.com.tr')
  await nextButton(page).click()
  await page.getByLabel('Site başlığı (meta title)').fill('Yıldız İnşaat | İstanbul konut projeleri')
  await page.getByLabel('Meta açıklama').fill('Anahtar teslim konut projeleri.')
  await page.getByLabel('Anahtar kelimeler').fill('inşaat, konut')

  const submit = page.getByRole('button', { name: 'Website Oluştur' })
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/me/website-requests') && r.request().method() === 'POST',
  )
  const clickedAt = Date.now()
  await submit.click()
  await expect(page.getByRole('button', { name: 'Gönderiliyor…' })).toBeDisabled()
  expect((await answered).status()).toBe(201)
  await expect(toastRegion(page)).toContainText('Talep Gönderildi!')
  await expect(toastRegion(page)).toContainText(
    'Website talebiniz başarıyla gönderildi. En kısa sürede size dönüş yapacağız.',
  )
  await expect(page.getByRole('button', { name: 'Gönderiliyor…' })).toBeDisabled()
  await expect(page).toHaveURL(/#\/user-dashboard$/, { timeout: 5000 })
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2000)
  await expect(page.getByRole('heading', { level: 1, name: 'Website Talebi Oluştur' })).toBeHidden()

  const mine = await request.get(`${wizard.server.url}/api/me/website-requests`, {
    headers: bearer(session.accessToken),
  })
  expect(mine.ok()).toBe(true)
  const { data } = (await mine.json()) as { data: { items: Array<Record<string, unknown>> } }
  const created = data.items.find((r) => r.websiteName === name)
  expect(created).toMatchObject({
    status: 'pending',
    siteType: 'kurumsal',
    businessType: 'insaat',
    email: 'bilgi@yildiz.com.tr',
    phone: '+90 212 555 00 00',
    seo: { metaTitle: 'Yıldız İnşaat | İstanbul konut projeleri', keywords: ['inşaat', 'konut'] },
    pages: { blog: true, custom: ['Projelerimiz'] },
    design: { colorScheme: 'custom', layout: 'magazine', testimonials: true, colors: { primary: '#123456' } },
    features: { bookingSystem: true, gallery: true },
    content: { galleryNotes: 'Şantiye fotoğrafları' },
    socialMedia: { instagram: '@yildizinsaat' },
    hasHosting: true,
    hosting: { provider: 'Natro', username: 'yildiz', passwordSet: true },
  })
  expect((created?.hosting as { password?: string }).password).toBeUndefined()

  // The admin desk sees it, the panel password decrypted.
  const list = await request.get(
    `${wizard.server.url}/api/admin/website-requests?q=${encodeURIComponent(name)}`,
    {
      headers: bearer(wizard.server.adminToken),
    },
  )
  const adminView = ((await list.json()) as { data: { items: Array<Record<string, unknown>> } }).data.items
  expect(adminView).toHaveLength(1)
  expect(adminView[0]?.hosting).toMatchObject({ password: 'Gizli-Panel-1' })

  // The draft is gone: the wizard starts empty.
  await page.goto(`${wizard.server.url}/#/create-website`)
  await expect(page.getByText('Adım 1 / 6')).toBeVisible()
  await expect(page.getByLabel('Website adı')).toHaveValue('')
  await expect(page.getByText('kaydedilmiş taslağınız geri yüklendi')).toHaveCount(0)
})

test.describe(() => {
  test.use({ serviceWorkers: 'allow' }) // this test is about the service worker (playwright.config.ts)
  test('sent offline, the request waits in the service worker’s outbox and arrives once back online', async ({
    page,
    context,
    request,
  }) => {
    const session = await signIn(page, request)
    await openWizard(page, wizard.server.url)
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready
      return navigator.serviceWorker.controller !== null
    })
    const name = `Çevrimdışı Talep ${Date.now()}`
    await fillBasics(page, name)
    await page.getByRole('button', { name: 'Adım 6: SEO' }).click()
    await page.getByLabel('Site başlığı (meta title)').fill('Yolda yazılan başlık')

    await context.setOffline(true)
    await page.getByRole('button', { name: 'Website Oluştur' }).click()
    await expect(toastRegion(page)).toContainText('Talebiniz Sıraya Alındı')
    await expect(page).toHaveURL(/#\/user-dashboard$/, { timeout: 5000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Website Talebi Oluştur' })).toBeHidden()

    const countOnServer = async () => {
      const mine = await request.get(`${wizard.server.url}/api/me/website-requests`, {
        headers: bearer(session.accessToken),
      })
      const { data } = (await mine.json()) as { data: { items: Array<{ websiteName: string }> } }
      return data.items.filter((r) => r.websiteName === name).length
    }
    expect(await countOnServer()).toBe(0)

    await context.setOffline(false)
    // Any answer from the network again starts the replay; the dashboard's own calls do that.
    await page.reload()
    await expect.poll(countOnServer, { timeout: 30_000 }).toBe(1)
    await page.reload()
    await page.waitForTimeout(1500)
    expect(await countOnServer()).toBe(1)

    // Queued counts as delivered: the draft is gone.
    await page.goto(`${wizard.server.url}/#/create-website`)
    await expect(page.getByText('Adım 1 / 6')).toBeVisible()
    await expect(page.getByLabel('Website adı')).toHaveValue('')
  })
})

test.describe('answers other than a plain success', () => {
  // page.route sees the page's own requests only when no service worker stands in between.
  test.use({ serviceWorkers: 'block' })
  const SEND = '**/api/me/website-requests'
  /** Answers the sending (POST) with `json`; the same path's list (GET) goes on to the server. */
  const sendingAnswers =
    (status: number, json: Record<string, unknown>) =>
    (route: Route): Promise<void> =>
      route.request().method() === 'POST' ? route.fulfill({ status, json }) : route.fallback()

  async function toLastStep(page: Page, name: string) {
    await openWizard(page, wizard.server.url)
    await fillBasics(page, name)
    await page.getByRole('button', { name: 'Adım 6: SEO' }).click()
    await expect(page.getByText('Adım 6 / 6')).toBeVisible()
  }

  test('a failure says so, keeps the user on the wizard and keeps the draft', async ({ page, request }) => {
    await signIn(page, request)
    await page.route(SEND, sendingAnswers(500, { success: false, message: 'internal' }))
    await toLastStep(page, 'Hata Testi')
    await page.getByRole('button', { name: 'Website Oluştur' }).click()
    await expect(toastRegion(page)).toContainText('Hata')
    await expect(toastRegion(page)).toContainText(
      'Talep gönderilirken bir hata oluştu. Lütfen tekrar deneyin.',
    )
    await expect(page.getByRole('button', { name: 'Website Oluştur' })).toBeEnabled()
    await page.waitForTimeout(2500)
    await expect(page).toHaveURL(/#\/create-website/)

    // A refusal with a reason shows the server's words (one toast at a time: it replaces the last).
    await page.unroute(SEND)
    await page.route(
      SEND,
      sendingAnswers(400, { success: false, message: 'SEO başlığı en fazla 60 karakter olabilir.' }),
    )
    await page.getByRole('button', { name: 'Website Oluştur' }).click()
    await expect(toastRegion(page)).toContainText('SEO başlığı en fazla 60 karakter olabilir.')
    await expect(toastRegion(page).getByRole('status')).toHaveCount(1)

    await page.reload()
    await expect(page.getByText('Adım 6 / 6')).toBeVisible()
  })

  test('a session the server no longer accepts sends to the login page', async ({ page, request }) => {
    await signIn(page, request)
    await page.route(SEND, sendingAnswers(401, { success: false, message: 'Oturum geçersiz' }))
    await toLastStep(page, 'Oturum Testi')
    await page.getByRole('button', { name: 'Website Oluştur' }).click()
    await expect(toastRegion(page)).toContainText('Kullanıcı oturumu bulunamadı')
    await expect(page).toHaveURL(/#\/login/)
  })
})
