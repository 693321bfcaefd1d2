import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { axeViolations } from '../support/axe'
import { CUSTOMER, SITE, run, useFormsSiteServer } from '../support/forms-site-server'

// A published site's forms reach the owner's Mesajlar (docs/rules/customer-dashboard.md#mesajlar) against
// the real server. The owner, at 375 px, finds her starter booking form in the editor with her sector's
// services, adds a service and a newsletter section, publishes and visits her site; a visitor without
// script sends the contact form and a booking; the owner sees each arrive through the live stream without
// a reload, marks the message read, confirms the booking (the visitor's mail arrives on the loopback SMTP
// server), downloads the CSV and deletes the message.

const VISITOR = { name: 'Mehmet Kaya', email: 'mehmet.kaya@ziyaretci.test' }

useFormsSiteServer()

/** A day a week from now in Istanbul, as a date input takes it (YYYY-MM-DD). */
const nextWeek = () =>
  new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' })

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

test('a visitor’s message and booking reach Mesajlar live; the owner reads, confirms, exports and deletes', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  // The visitor's pages are open before the owner signs in (this server has no time trap:
  // tests/support/forms-site-server.ts; the trap is proven by the contract suite).
  const visitor = await browser.newContext({ javaScriptEnabled: false })
  const contactPage = await visitor.newPage()
  const bookingPage = await visitor.newPage()
  const siteUrl = `${run.server.url}/sites/${run.slug}/`
  await contactPage.goto(siteUrl)
  await bookingPage.goto(siteUrl)

  // The owner signs in on her phone.
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(`${run.server.url}/#/login`)
  await page.getByLabel('E-posta').fill(CUSTOMER.email)
  await page.getByLabel('Şifre', { exact: true }).fill(CUSTOMER.password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/#\/user-dashboard$/)

  // Her site's starter booking form offers the sector's services; she adds one of her own.
  await page.getByRole('tab', { name: 'Web Sitelerim' }).click()
  await page.getByRole('link', { name: `Düzenle: ${SITE}` }).click()
  await page.getByRole('tab', { name: 'İçerik' }).click()
  const bookingSection = page.getByRole('listitem', { name: 'Randevu / rezervasyon formu: Randevu talebi' })
  await expect(bookingSection).toContainText('Örnek metin — kendi metninizle değiştirin')
  await bookingSection.getByRole('button', { name: /^Düzenle: / }).click()
  const services = bookingSection.getByRole('group', { name: 'Seçilebilecek hizmetler' })
  const serviceNames = services.getByRole('textbox', { name: 'Hizmetin adı' })
  await expect(serviceNames.first()).toHaveValue('Saç kesimi ve fön')
  const listed = await serviceNames.count()
  await services.getByRole('button', { name: 'Hizmet ekle' }).click()
  await expect(serviceNames).toHaveCount(listed + 1)
  await serviceNames.last().fill('Gelin başı')
  expect(await axeViolations(page, { include: 'main' })).toEqual([])
  expect(await noHorizontalScroll(page)).toBe(true)
  // …and closes her home page with a newsletter sign-up.
  await page.getByLabel('Yeni bölümün türü').selectOption({ label: 'Bülten aboneliği' })
  await page.getByRole('button', { name: 'Bölüm ekle' }).click()
  const newsletter = page.getByRole('listitem', { name: 'Bülten aboneliği' })
  await newsletter.getByRole('textbox', { name: 'Bölüm başlığı' }).fill('Kampanyalardan haberdar olun')
  await expect(newsletter).toContainText(
    'Ziyaretçi e-posta adresini, kendisine gönderilen bağlantıya tıklayarak onaylar.',
  )
  // The preview draws both forms, which do not send from there.
  await page.getByRole('button', { name: 'Önizle' }).click()
  const preview = page.frameLocator('iframe[title="Canlı önizleme"]')
  await expect(preview.getByRole('option', { name: 'Gelin başı' })).toBeAttached()
  await expect(preview.getByRole('form', { name: 'Bültenimize katılın' })).toContainText(
    'Bu bir önizlemedir: form gönderilmez.',
  )
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Panelim' })).toBeVisible()
  // Published: the live site offers the new service and the sign-up.
  await page.getByRole('tab', { name: 'Web Sitelerim' }).click()
  await page.getByRole('button', { name: `Yayınla: ${SITE}` }).click()
  await expect(page.getByRole('button', { name: `Yayınla: ${SITE}` })).toHaveCount(0)
  const [visit] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: `Ziyaret Et: ${SITE}` }).click(),
  ])
  await expect(visit).toHaveURL(siteUrl)
  await expect(
    visit
      .getByRole('form', { name: 'Randevu / rezervasyon talebi' })
      .getByRole('option', { name: 'Gelin başı' }),
  ).toBeAttached()
  await expect(visit.getByRole('heading', { name: 'Kampanyalardan haberdar olun' })).toBeVisible()
  expect(await axeViolations(visit, { include: 'main' })).toEqual([])
  await visit.close()

  // Mesajlar: her one website is chosen already; nothing has arrived yet, of any kind.
  await page.getByRole('tab', { name: 'Mesajlar' }).click()
  await expect(page).toHaveURL(/#\/user-dashboard\?tab=messages$/)
  const inbox = page.getByRole('tabpanel', { name: 'Mesajlar' })
  await expect(inbox.getByRole('heading', { name: 'Mesajlar' })).toBeVisible()
  await expect(inbox.getByText(SITE, { exact: true })).toBeVisible()
  for (const kind of ['Rezervasyon', 'Bülten', 'İletişim']) {
    await page.getByRole('tab', { name: kind }).click()
    await expect(page.getByRole('tabpanel', { name: kind })).toContainText('Bu türde henüz mesaj yok.')
  }
  await page.getByRole('button', { name: 'CSV indir' }).click()
  await expect(page.getByText('İndirilecek mesaj yok.')).toBeVisible()
  expect(await axeViolations(page, { include: 'main' })).toEqual([])
  await page.emulateMedia({ colorScheme: 'dark' })
  expect(await axeViolations(page, { include: 'main' })).toEqual([])
  const contactForm = contactPage.getByRole('form', { name: 'Bize yazın' })
  await contactForm.getByLabel('Adınız').fill('Ayşe Yılmaz')
  await contactForm.getByLabel('E-posta adresiniz').fill('ayse@ziyaretci.test')
  await contactForm.getByLabel('Mesajınız').fill('Cumartesi öğleden sonra açık mısınız?')
  await contactForm.getByRole('checkbox').check()
  const beforeContact = run.mail.messages.length
  await contactForm.getByRole('button', { name: 'Gönder' }).click()
  await expect(contactPage.getByText('Teşekkürler, mesajınız bize ulaştı.')).toBeVisible()
  // The owner's copy arrives by mail too (her contact preferences want e-mail), with what was written.
  const ownerCopy = await run.mail.waitFor(CUSTOMER.email, { since: beforeContact })
  expect(ownerCopy.subject).toBe(`Yeni mesaj: ${SITE}`)
  expect(ownerCopy.text).toContain('Cumartesi öğleden sonra açık mısınız?')

  // Live: the message, its unread mark and the counts appear without a reload (the reads' polling, while
  // the live stream is open, is two minutes apart).
  const contacts = page.getByRole('list', { name: 'İletişim mesajları' })
  const message = contacts.getByRole('listitem', { name: 'Ayşe Yılmaz (Okunmadı)' })
  await expect(message).toContainText('Cumartesi öğleden sonra açık mısınız?')
  await expect(message).toContainText('Alındı')
  await expect(page.getByRole('tab', { name: 'Mesajlar (1 okunmamış)' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'İletişim (1 okunmamış)' })).toBeVisible()
  await expect(message.getByRole('link', { name: /^E-postayla yanıtla/ })).toHaveAttribute(
    'href',
    `mailto:ayse@ziyaretci.test?subject=${encodeURIComponent(`Re: ${SITE}`)}`,
  )
  expect(await noHorizontalScroll(page)).toBe(true)
  expect(await axeViolations(page, { include: 'main' })).toEqual([])

  await message.getByRole('button', { name: /^Okundu işaretle/ }).click()
  await expect(page.getByText('Mesaj okundu olarak işaretlendi.')).toBeVisible()
  await expect(contacts.getByRole('listitem', { name: 'Ayşe Yılmaz', exact: true })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Mesajlar', exact: true })).toBeVisible()

  const day = nextWeek()
  const bookingForm = bookingPage.getByRole('form', { name: 'Randevu / rezervasyon talebi' })
  await bookingForm.getByLabel('Adınız').fill(VISITOR.name)
  await bookingForm.getByLabel(/^Telefon/).fill('0533 111 22 33')
  await bookingForm.getByLabel('E-posta adresiniz').fill(VISITOR.email)
  await bookingForm.getByLabel('Hizmet').selectOption('Saç kesimi ve fön')
  await bookingForm.getByLabel('Tercih ettiğiniz gün').fill(day)
  await bookingForm.getByLabel('Tercih ettiğiniz saat').fill('14:30')
  await bookingForm.getByRole('checkbox').check()
  await bookingForm.getByRole('button', { name: 'Talep gönder' }).click()
  await expect(bookingPage.getByText('Teşekkürler, talebiniz bize ulaştı.')).toBeVisible()

  const bookingTab = page.getByRole('tab', { name: 'Rezervasyon (1 okunmamış)' })
  await bookingTab.click()
  const booking = page
    .getByRole('list', { name: 'Rezervasyon mesajları' })
    .getByRole('listitem', { name: `${VISITOR.name} (Okunmadı)` })
  const [year, month, date] = day.split('-')
  await expect(booking).toContainText('Saç kesimi ve fön')
  await expect(booking).toContainText(`${date}.${month}.${year} 14:30`)
  await expect(booking).toContainText('Onay bekliyor')
  const mails = run.mail.messages.length
  await booking.getByRole('button', { name: /^Onayla/ }).click()
  await expect(page.getByText('Rezervasyon onaylandı; ziyaretçiye e-posta gönderildi.')).toBeVisible()
  const decided = page.getByRole('listitem', { name: VISITOR.name, exact: true })
  await expect(decided).toContainText('Onaylandı')
  await expect(decided.getByRole('button', { name: /^Reddet/ })).toHaveCount(0)
  const mail = await run.mail.waitFor(VISITOR.email, { since: mails })
  expect(mail.subject).toBe(`${SITE}: rezervasyonunuz onaylandı`)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV indir' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^mesajlar-selin-kuafor-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync(await download.path(), 'utf8').split('\r\n')
  expect(csv[0]).toBe(
    '\uFEFFTür,Durum,Ad Soyad,E-posta,Telefon,Mesaj,Hizmet,İstenen zaman,Sayfa,Okundu,Tarih',
  )
  expect(csv[1]).toContain(
    `Rezervasyon,Onaylandı,${VISITOR.name},${VISITOR.email},0533 111 22 33,,Saç kesimi ve fön,${date}.${month}.${year} 14:30,/,Evet,`,
  )
  expect(csv).toHaveLength(3)

  // Deleting asks first.
  await page.getByRole('tab', { name: 'İletişim', exact: true }).click()
  await contacts.getByRole('button', { name: /^Sil/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Mesaj silinsin mi?' })
  await expect(dialog).toContainText('Ayşe Yılmaz adlı ziyaretçinin mesajı kalıcı olarak silinecek.')
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([])
  await dialog.getByRole('button', { name: 'Sil' }).click()
  await expect(page.getByText('Mesaj silindi.')).toBeVisible()
  await expect(page.getByText('Bu türde henüz mesaj yok.')).toBeVisible()

  // The newsletter: signed up on the page the contact form returned to, but only a subscriber once the
  // address's owner confirms from the mail (opening the link alone confirms nothing).
  const reader = 'okur@ziyaretci.test'
  const signUp = contactPage.getByRole('form', { name: 'Bültenimize katılın' })
  await signUp.getByLabel('E-posta adresiniz').fill(reader)
  await signUp.getByRole('checkbox').check()
  const beforeSignUp = run.mail.messages.length
  await signUp.getByRole('button', { name: 'Abone ol' }).click()
  await expect(contactPage.getByText(/^Neredeyse tamam/)).toBeVisible()
  const confirmation = await run.mail.waitFor(reader, { since: beforeSignUp })
  const link = /https?:\/\/\S+\/_abonelik\/[A-Za-z0-9_-]+/.exec(confirmation.text)?.[0] ?? ''
  expect(link).toContain(`/sites/${run.slug}/_abonelik/`)
  await page.getByRole('tab', { name: 'Bülten' }).click()
  const readers = page.getByRole('list', { name: 'Bülten mesajları' })
  await expect(readers.getByRole('listitem')).toContainText('E-posta onayı bekliyor')
  // The link names PUBLIC_URL; this test server listens on a port chosen at start, so the path is used.
  await contactPage.goto(`${run.server.url}${new URL(link).pathname}`)
  await contactPage.getByRole('button', { name: 'Aboneliği onayla' }).click()
  await expect(contactPage.getByText('Teşekkürler, aboneliğiniz onaylandı.')).toBeVisible()
  await expect(readers.getByRole('listitem')).toContainText('Abone')
  await expect(readers.getByRole('listitem')).not.toContainText('E-posta onayı bekliyor')
  await visitor.close()
})
