import { expect, test } from '@playwright/test'
import type { Locator, Page, Response } from '@playwright/test'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createCustomer, startSignInServer } from '../support/sign-in-server'
import type { SignInServer } from '../support/sign-in-server'
import { axeViolations } from '../support/axe'

// The support desk both ways against the real server: a customer writes a request in Taleplerim (or a
// support ticket, which Taleplerim lists too), the admin finds it on the desk and answers, and the
// customer's open page shows the answer without a reload, through the live stream; the customer answers
// back with a file and the admin's open drawer shows it. axe on the desk, the drawer and the customer's
// thread.

let server: SignInServer
test.beforeAll(async () => {
  test.setTimeout(120_000) // a fresh database and the first admin's password hash
  server = await startSignInServer()
})
test.afterAll(async () => {
  await server?.stop()
})

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/#/login`)
  await page.getByLabel('E-posta').fill(email)
  await page.getByLabel('Şifre', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
}

/**
 * The live stream delivers within a second; polling (every 30 s, every 2 minutes while a stream is open)
 * could not make it in this time, so an answer that arrives proves the stream brought it.
 */
const LIVE = { timeout: 8_000 }

/** The page's live stream (`/api/me/stream` or `/api/admin/stream`) answered: it is open. */
const streamOpened = (page: Page, path: string) =>
  page.waitForResponse(
    (response: Response) => new URL(response.url()).pathname === path && response.status() === 200,
  )

const accessTokenOf = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('sitekur_session') ?? '{}') as { accessToken?: string }).accessToken,
  )

async function axe(page: Page, selector: string) {
  expect(await axeViolations(page, { include: selector })).toEqual([])
}

/** The customer answers back in the thread of `title` with a PDF; the admin's open drawer shows it live. */
async function answerBackWithFile(
  customerThread: Locator,
  adminMessages: Locator,
  { title, message, file }: { title: string; message: string; file: string },
) {
  const customerReply = customerThread.getByRole('form', { name: `Yanıt yaz: ${title}` })
  await customerReply.getByLabel('Mesajınız').fill(message)
  await customerReply.getByLabel(/Dosya ekle/).setInputFiles({
    name: file,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  })
  await customerReply.getByRole('button', { name: 'Yanıtı Gönder' }).click()
  const customerMessages = customerThread.getByRole('list', { name: 'Mesajlar' })
  await expect(customerMessages).toContainText(message)
  await expect(customerMessages.getByRole('button', { name: `Ek: ${file}` })).toBeVisible()
  await expect(adminMessages).toContainText(message, LIVE)
  await expect(adminMessages.getByRole('button', { name: `Ek: ${file}` })).toBeVisible()
}

test('a customer’s request is answered on the desk and the answers cross without reloading', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const title = `Menü sayfası güncellemesi ${Date.now()}`
  const customerAccount = await createCustomer(server, 'Ayşe Müşteri')
  const customerContext = await browser.newContext()
  const adminContext = await browser.newContext()
  const customer = await customerContext.newPage()
  const admin = await adminContext.newPage()

  // The customer writes the request in Taleplerim and opens its (empty) thread.
  const customerStream = streamOpened(customer, '/api/me/stream')
  await signIn(customer, customerAccount.email, customerAccount.password)
  await expect(customer).toHaveURL(/user-dashboard/)
  await customer.goto(`${server.url}/#/user-dashboard?tab=requests`)
  const form = customer.getByRole('form', { name: 'Yeni Talep' })
  await form.getByLabel('Talep türü').selectOption('change')
  await form.getByLabel('Başlık').fill(title)
  await form.getByLabel('Açıklama').fill('Yeni fiyatları menü sayfasına ekler misiniz?')
  await form.getByRole('button', { name: 'Talep Gönder' }).click()
  await customer.getByRole('button', { name: `Yazışma: ${title}` }).click()
  const customerThread = customer.getByRole('region', { name: `Yazışma: ${title}` })
  await expect(customerThread.getByText('Henüz mesaj yok.')).toBeVisible()
  await axe(customer, 'main')

  // The admin finds it on the desk (filtered to change requests) and opens it.
  const adminStream = streamOpened(admin, '/api/admin/stream')
  await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD)
  await expect(admin).toHaveURL(/admin/)
  await admin.goto(`${server.url}/#/admin/support-tickets`)
  await expect(admin.getByRole('heading', { name: 'Destek Talepleri' })).toBeVisible()
  await admin
    .getByRole('group', { name: 'Türe göre filtrele' })
    .getByRole('button', { name: 'Değişiklik' })
    .click()
  await expect(admin).toHaveURL(/type=change/)
  const row = admin
    .getByRole('table', { name: 'Destek talepleri listesi' })
    .getByRole('row')
    .filter({ hasText: title })
  await expect(row).toContainText('Beklemede')
  await expect(row).toContainText(customerAccount.email)
  await axe(admin, 'main')
  await row.getByRole('button', { name: `Aç: ${title}` }).click()
  const drawer = admin.getByRole('dialog', { name: title })
  // The request's own text; the change history below it repeats it once it has loaded.
  await expect(
    drawer
      .getByRole('region', { name: 'Talep bilgileri' })
      .getByText('Yeni fiyatları menü sayfasına ekler misiniz?'),
  ).toBeVisible()
  await expect(drawer.getByRole('button', { name: `Tamamlandı Olarak İşaretle: ${title}` })).toHaveCount(0)
  await axe(admin, '[role="dialog"]')

  // The admin takes it up and answers, once both live streams are open.
  await customerStream
  await adminStream
  await drawer.getByRole('button', { name: `İşleme Al: ${title}` }).click()
  await expect(drawer.getByText('İşlemde', { exact: true })).toBeVisible()
  await expect(drawer.getByRole('button', { name: `Tamamlandı Olarak İşaretle: ${title}` })).toBeVisible()
  const adminReply = drawer.getByRole('form', { name: 'Müşteriye yanıt yaz' })
  await adminReply.getByLabel('Mesajınız').fill('Fiyat listesini ekleyip yarın yayına alıyoruz.')
  await adminReply.getByRole('button', { name: 'Yanıtı Gönder' }).click()
  const mailsBefore = server.mail.messages.length
  const adminMessages = drawer.getByRole('list', { name: 'Mesajlar' })
  await expect(adminMessages).toContainText('Fiyat listesini ekleyip yarın yayına alıyoruz.')

  // The customer's page, never reloaded, shows the answer and the new status.
  const customerMessages = customerThread.getByRole('list', { name: 'Mesajlar' })
  await expect(customerMessages).toContainText('Fiyat listesini ekleyip yarın yayına alıyoruz.', LIVE)
  await expect(customerMessages).toContainText('SiteKur Destek')
  const item = customer
    .getByRole('list', { name: 'Talepler' })
    .getByRole('listitem')
    .filter({ hasText: title })
  await expect(item.first()).toContainText('İşlemde', LIVE)
  await axe(customer, 'main')
  // And was told by mail, with a link to Taleplerim.
  const mailed = await server.mail.waitFor(customerAccount.email, { since: mailsBefore })
  expect(mailed.subject).toMatch(/^Talebinize yanıt var: |^Talebinizin durumu güncellendi: /)
  expect(mailed.text).toContain('/#/user-dashboard?tab=requests')

  // The customer answers back with a file; the admin's open drawer shows it.
  await answerBackWithFile(customerThread, adminMessages, {
    title,
    message: 'Teşekkürler, yeni fiyat listesi ekte.',
    file: 'fiyatlar.pdf',
  })
  await expect(adminMessages).toContainText(`Müşteri · ${customerAccount.name}`)
  const download = admin.waitForEvent('download')
  await adminMessages.getByRole('button', { name: 'Ek: fiyatlar.pdf' }).click()
  expect((await download).suggestedFilename()).toBe('fiyatlar.pdf')

  await customerContext.close()
  await adminContext.close()
})

test('a customer’s support ticket is answered on the desk and read and answered in Taleplerim, live', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const title = `Fatura adresi düzeltmesi ${Date.now()}`
  const customerAccount = await createCustomer(server, 'Selin Destek')
  const customerContext = await browser.newContext()
  const adminContext = await browser.newContext()
  const customer = await customerContext.newPage()
  const admin = await adminContext.newPage()

  // The customer has a support ticket (the simple dashboard's "Destek Talebi", sent here through the API).
  const customerStream = streamOpened(customer, '/api/me/stream')
  await signIn(customer, customerAccount.email, customerAccount.password)
  await expect(customer).toHaveURL(/user-dashboard/)
  const token = await accessTokenOf(customer)
  const created = await fetch(`${server.url}/api/me/support-tickets`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, description: 'Faturadaki adres eski adresim.' }),
  })
  expect(created.status, await created.clone().text()).toBe(201)

  // Taleplerim lists it with the requests, and its thread opens empty.
  await customer.goto(`${server.url}/#/user-dashboard?tab=requests`)
  const item = customer
    .getByRole('list', { name: 'Talepler' })
    .getByRole('listitem')
    .filter({ hasText: title })
  await expect(item).toContainText('Destek talebi')
  await expect(item).toContainText('Beklemede')
  await item.getByRole('button', { name: `Yazışma: ${title}` }).click()
  const customerThread = customer.getByRole('region', { name: `Yazışma: ${title}` })
  await expect(customerThread.getByText('Henüz mesaj yok.')).toBeVisible()

  // The admin finds it on the desk among the tickets, takes it up and answers.
  const adminStream = streamOpened(admin, '/api/admin/stream')
  await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD)
  await expect(admin).toHaveURL(/admin/)
  await admin.goto(`${server.url}/#/admin/support-tickets?type=ticket`)
  const row = admin
    .getByRole('table', { name: 'Destek talepleri listesi' })
    .getByRole('row')
    .filter({ hasText: title })
  await expect(row).toContainText(customerAccount.email)
  await row.getByRole('button', { name: `Aç: ${title}` }).click()
  const drawer = admin.getByRole('dialog', { name: title })
  await customerStream
  await adminStream
  await drawer.getByRole('button', { name: `İşleme Al: ${title}` }).click()
  await expect(drawer.getByText('İşlemde', { exact: true })).toBeVisible()
  const mailsBefore = server.mail.messages.length
  const adminReply = drawer.getByRole('form', { name: 'Müşteriye yanıt yaz' })
  await adminReply.getByLabel('Mesajınız').fill('Adresinizi güncelledik, yeni fatura e-postanızda.')
  await adminReply.getByRole('button', { name: 'Yanıtı Gönder' }).click()
  const adminMessages = drawer.getByRole('list', { name: 'Mesajlar' })
  await expect(adminMessages).toContainText('Adresinizi güncelledik, yeni fatura e-postanızda.')

  // The customer's page, never reloaded, shows the answer and the new status at once.
  const customerMessages = customerThread.getByRole('list', { name: 'Mesajlar' })
  await expect(customerMessages).toContainText('Adresinizi güncelledik, yeni fatura e-postanızda.', LIVE)
  await expect(customerMessages).toContainText('SiteKur Destek')
  await expect(item).toContainText('İşlemde', LIVE)
  await axe(customer, 'main')
  // The mail's link leads to Taleplerim, where the ticket is.
  const mailed = await server.mail.waitFor(customerAccount.email, { since: mailsBefore })
  expect(mailed.text).toContain('/#/user-dashboard?tab=requests')

  // The customer answers back with a file; the admin's open drawer shows it.
  await answerBackWithFile(customerThread, adminMessages, {
    title,
    message: 'Teşekkürler, yeni adresim ekte.',
    file: 'adres.pdf',
  })

  await customerContext.close()
  await adminContext.close()
})
