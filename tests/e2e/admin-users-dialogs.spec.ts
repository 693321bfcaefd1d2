import { expect, test } from '@playwright/test'
import { linkIn } from '../support/mail-catcher'
import {
  ADMIN_NAME,
  customerPage,
  expectAxeClean,
  rowOf,
  rows,
  table,
  useCustomersScreen,
} from '../support/customers-screen'

// The customers screen's dialogs against the real server (docs/rules/customers.md), mail through a
// loopback SMTP server: the add dialog and the invitation's set-password page end to end; the edit
// dialog; delete with its confirmation (and no delete for an admin). axe on the dialogs and the
// set-password page.

const INVALID_LINK =
  'Bu bağlantı geçersiz, kullanılmış veya süresi dolmuş. Yöneticinizden yeni bir davet isteyin.'

const screen = useCustomersScreen()

test('the add dialog shows its errors at the field; the invitation link sets the password once', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const invited = { name: 'Yeni Müşteri', email: 'yeni@musteri.test', password: 'Lale-Bahcesi-2026!' }
  await screen.openUsers(page)
  await page.getByRole('button', { name: 'Kullanıcı ekle' }).click()
  const dialog = page.getByRole('dialog', { name: 'Yeni kullanıcı' })
  await expectAxeClean(page, '[role="dialog"]')
  await dialog.getByRole('button', { name: 'Kullanıcı ekle' }).click()
  const name = dialog.getByLabel('Ad Soyad')
  const email = dialog.getByLabel('E-posta')
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('Ad ve email alanları zorunludur.')
  await expectAxeClean(page, '[role="dialog"]')

  await name.fill(invited.name)
  await email.fill('CAGLA@musteri.test')
  await dialog.getByRole('button', { name: 'Kullanıcı ekle' }).click()
  await expect(email).toHaveAccessibleDescription('Bu email adresi zaten kullanılıyor.')
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')

  const since = screen.server.mail.messages.length
  await email.fill(invited.email)
  await dialog.getByRole('button', { name: 'Kullanıcı ekle' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Şifresini belirlemesi için davet e-postası gönderildi.')).toBeVisible()
  await expect(table(page)).toContainText(invited.email)

  // The mail holds a link, never a password; the link opens the set-password page.
  const mail = await screen.server.mail.waitFor(invited.email, { since })
  const link = linkIn(mail, '/#/set-password?token=')
  expect(link.startsWith(`${screen.server.url}/`)).toBe(true)
  const customer = await customerPage(browser)
  try {
    const visitor = customer.page
    await visitor.goto(link)
    await expect(visitor.getByRole('heading', { level: 1, name: 'Şifrenizi belirleyin' })).toBeVisible()
    await expect(visitor.getByText(`Hesap: ${invited.email}`)).toBeVisible()
    await expectAxeClean(visitor, 'main')
    await visitor.getByLabel('Yeni şifre', { exact: true }).fill(invited.password)
    await visitor.getByLabel('Yeni şifre (tekrar)', { exact: true }).fill(`${invited.password}x`)
    await visitor.getByRole('button', { name: 'Şifremi belirle' }).click()
    await expect(visitor.getByLabel('Yeni şifre (tekrar)', { exact: true })).toHaveAccessibleDescription(
      'Şifreler eşleşmiyor.',
    )
    await expectAxeClean(visitor, 'main')
    await visitor.getByLabel('Yeni şifre (tekrar)', { exact: true }).fill(invited.password)
    await visitor.getByRole('button', { name: 'Şifremi belirle' }).click()
    await expect(visitor.getByText('Şifreniz belirlendi. Artık giriş yapabilirsiniz.')).toBeVisible()
    await expect(visitor).toHaveURL(/#\/login/, { timeout: 10_000 })

    await screen.signIn(visitor, invited)
    await expect(visitor).toHaveURL(/#\/user-dashboard/)

    // Used once: the same link now refuses.
    await visitor.evaluate(() => localStorage.clear())
    await visitor.goto(link)
    await expect(visitor.getByRole('alert')).toHaveText(INVALID_LINK)
    await expect(visitor.getByLabel('Yeni şifre', { exact: true })).toHaveCount(0)
    const token = new URL(link.replace('/#/', '/')).searchParams.get('token') ?? ''
    const status = await screen.api.get(`/api/auth/invitations/${encodeURIComponent(token)}`)
    expect(((await status.json()) as { data: { valid: boolean } }).data.valid).toBe(false)
  } finally {
    await customer.context.close()
  }

  // The back-office sees the account active now.
  await page.reload()
  await expect(rowOf(page, invited.name)).toContainText('Aktif')
})

test('the edit dialog changes the name and phone; they are saved and shown', async ({ page }) => {
  await screen.createCustomer('Deniz Aksoy', 'deniz@musteri.test')
  await screen.openUsers(page)
  await page.getByRole('button', { name: 'Düzenle: Deniz Aksoy' }).click()
  const dialog = page.getByRole('dialog', { name: 'Kullanıcıyı düzenle' })
  await expect(dialog.getByLabel('Ad Soyad')).toHaveValue('Deniz Aksoy')
  await expectAxeClean(page, '[role="dialog"]')
  await dialog.getByLabel('Ad Soyad').fill('Deniz Aksoy Kaya')
  await dialog.getByLabel('Telefon').fill('+90 532 111 22 33')
  await dialog.getByLabel('Değişiklik nedeni').fill('Müşteri telefonla bildirdi')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Deniz Aksoy Kaya güncellendi.')).toBeVisible()
  await expect(rowOf(page, 'Deniz Aksoy Kaya')).toContainText('deniz@musteri.test')

  // Stored: after a reload the drawer and the dialog show the new values, the history the change.
  await page.reload()
  await table(page).getByRole('button', { name: 'Deniz Aksoy Kaya', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Deniz Aksoy Kaya' })
  await expect(drawer).toContainText('+90 532 111 22 33')
  await expect(drawer).toContainText('Müşteri telefonla bildirdi')
  await drawer.getByRole('button', { name: 'Kapat' }).click()
  await page.getByRole('button', { name: 'Düzenle: Deniz Aksoy Kaya' }).click()
  await expect(dialog.getByLabel('Telefon')).toHaveValue('+90 532 111 22 33')
})

test('delete asks for the e-mail and removes the row; an admin offers no delete and the server refuses', async ({
  page,
}) => {
  await screen.createCustomer('Selim Gider', 'selim@musteri.test')
  const otherAdmin = await screen.createCustomer('Nesrin Yönetir', 'nesrin@musteriler.test', {
    role: 'admin',
  })
  await screen.openUsers(page)
  await expect(rowOf(page, 'Selim Gider')).toHaveCount(1)

  await page.getByRole('button', { name: 'Sil: Selim Gider' }).click()
  const confirm = page.getByRole('dialog', { name: 'Kullanıcıyı sil' })
  const remove = confirm.getByRole('button', { name: 'Kalıcı olarak sil' })
  await expect(confirm).toContainText('Selim Gider')
  await expect(remove).toBeDisabled()
  await expectAxeClean(page, '[role="dialog"]')
  await confirm.getByLabel(/Onaylamak için/).fill('selim@')
  await expect(remove).toBeDisabled()
  await confirm.getByLabel(/Onaylamak için/).fill('selim@musteri.test')
  await remove.click()
  await expect(page.getByText('Selim Gider silindi.')).toBeVisible()
  await expect(rowOf(page, 'Selim Gider')).toHaveCount(0)
  await page.reload()
  await expect(rows(page).first()).toBeVisible()
  await expect(table(page)).not.toContainText('selim@musteri.test')

  // Admins: no delete in their rows (one's own included), and the server refuses all the same.
  for (const admin of [ADMIN_NAME, 'Nesrin Yönetir']) {
    await expect(page.getByRole('button', { name: `Düzenle: ${admin}` })).toBeVisible()
    await expect(page.getByRole('button', { name: `Sil: ${admin}` })).toHaveCount(0)
  }
  const refused = await screen.api.delete(`/api/admin/users/${otherAdmin.id}`, { headers: screen.bearer() })
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toEqual({ success: false, message: 'Admin kullanıcılar silinemez.' })
})
