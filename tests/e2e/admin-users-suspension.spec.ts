import { expect, test } from '@playwright/test'
import { openSignedIn } from '../support/api-sign-in'
import { customerPage, ISMAIL, rows, useCustomersScreen } from '../support/customers-screen'

// The customers screen's story against the real server (docs/rules/customers.md#suspension): an admin
// finds a customer, changes the plan inline, suspends them — the customer's open dashboard is signed out
// through the live stream, and none of their sessions can be renewed or used.

/** Polling runs every 30 s: a sign-out seen within this came through the live stream. */
const LIVE_WITHIN_MS = 3_000
const SIGNED_OUT = 'Oturumunuz sonlandırıldı. Lütfen tekrar giriş yapın.'

const screen = useCustomersScreen()

test('an admin finds a customer, changes the plan inline, suspends them — the customer’s open dashboard is signed out', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const customer = await customerPage(browser)
  try {
    // The customer is signed in, on their dashboard, with its live stream open.
    const streamOpened = customer.page.waitForResponse(
      (response) => response.url().endsWith('/api/me/stream') && response.status() === 200,
    )
    await openSignedIn(customer.page, screen.server.url, ISMAIL, '/user-dashboard')
    await streamOpened
    // A mark on the window: it is still there at the end only if the page was never reloaded.
    await customer.page.evaluate(() => Object.assign(window, { __notReloaded: true }))
    const stored = await customer.page.evaluate(() => localStorage.getItem('sitekur_session'))
    const pageRefreshToken = (JSON.parse(stored ?? '{}') as { refreshToken?: string }).refreshToken
    expect(pageRefreshToken).toBeTruthy()
    // A second session of theirs, opened elsewhere: the suspension must end it too.
    const elsewhere = await screen.apiSession(ISMAIL)

    await screen.openUsers(page)
    await page.getByRole('searchbox', { name: 'Ad veya e-posta ara' }).fill('İSMAİL')
    await expect(rows(page)).toHaveCount(1)
    const row = rows(page).first()
    await expect(row).toContainText(ISMAIL.email)

    await row.getByRole('combobox', { name: `Plan: ${ISMAIL.name}` }).selectOption('Vision')
    await expect(page.getByText(`${ISMAIL.name}: plan Vision olarak değiştirildi.`)).toBeVisible()
    await row.getByRole('button', { name: `Askıya al: ${ISMAIL.name}` }).click()
    const suspended = Date.now()
    await expect(page.getByText(`${ISMAIL.name} askıya alındı; tüm oturumları kapatıldı.`)).toBeVisible()
    await expect(row).toContainText('Askıda')

    // The customer's open page goes to the sign-in screen by itself, with the message.
    await expect(customer.page).toHaveURL(/#\/login/, { timeout: LIVE_WITHIN_MS })
    await expect(customer.page.getByText(SIGNED_OUT)).toBeVisible()
    test.info().annotations.push({
      type: 'customer signed out after the suspension',
      description: `${Date.now() - suspended} ms`,
    })
    await expect(customer.page.getByRole('button', { name: 'Giriş Yap', exact: true })).toBeVisible()
    expect(await customer.page.evaluate(() => '__notReloaded' in window)).toBe(true)
    expect(await customer.page.evaluate(() => localStorage.getItem('sitekur_session'))).toBeNull()

    // No session of theirs can be renewed, nor used.
    for (const refreshToken of [pageRefreshToken, elsewhere.refresh_token]) {
      const refreshed = await screen.api.post('/api/auth/refresh', { data: { refreshToken } })
      expect(refreshed.status(), await refreshed.text()).toBe(401)
    }
    expect((await screen.api.get('/api/me', { headers: screen.bearer(elsewhere.token) })).status()).toBe(401)

    // The change is stored: after a reload the row is still suspended, on the new plan.
    await page.reload()
    await expect(page).toHaveURL(/q=/)
    await expect(rows(page)).toHaveCount(1)
    await expect(rows(page).first()).toContainText('Askıda')
    await expect(
      rows(page)
        .first()
        .getByRole('combobox', { name: `Plan: ${ISMAIL.name}` }),
    ).toHaveValue('Vision')
    await expect(
      rows(page)
        .first()
        .getByRole('button', { name: `Etkinleştir: ${ISMAIL.name}` }),
    ).toBeVisible()
  } finally {
    await customer.context.close()
  }
})
