import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'

// The app shell: theme, navigation bar and mobile menu, every route, 404.

const themeColor = (page: Page) => page.locator('meta[name="theme-color"]').getAttribute('content')
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'))

test.describe('theme', () => {
  test('defaults to system and follows the OS live, theme-color included', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/', { waitUntil: 'networkidle' })
    expect(await page.evaluate(() => localStorage.getItem('sitekur-ui-theme'))).toBeNull()
    await expect(page.locator('header').getByRole('radio', { name: 'Sistem' })).toBeChecked()
    expect(await isDark(page)).toBe(false)
    expect(await themeColor(page)).toBe('#ffffff')

    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveClass(/dark/)
    expect(await themeColor(page)).toBe('#0f172a')
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark')

    await page.emulateMedia({ colorScheme: 'light' })
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    expect(await themeColor(page)).toBe('#ffffff')
  })

  test('persists the choice under sitekur-ui-theme, applied before any app script runs', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/', { waitUntil: 'networkidle' })
    await page.locator('header label[title="Koyu"]').click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('sitekur-ui-theme'))).toBe('dark')

    // An explicit choice wins over the OS.
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.emulateMedia({ colorScheme: 'light' })
    expect(await isDark(page)).toBe(true)

    // No flash: with the app's scripts blocked, only index.html's inline script can set the theme.
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/dark/)
    expect(await themeColor(page)).toBe('#0f172a')
    await page.unroute('**/assets/*.js')

    await page.reload({ waitUntil: 'networkidle' })
    await expect(page.locator('header').getByRole('radio', { name: 'Koyu' })).toBeChecked()
    await page.locator('header label[title="Açık"]').click()
    expect(await isDark(page)).toBe(false)
    expect(await themeColor(page)).toBe('#ffffff')
    expect(await page.evaluate(() => localStorage.getItem('sitekur-ui-theme'))).toBe('light')
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the theme button cycles light → dark → system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/', { waitUntil: 'networkidle' })
    const button = page.getByRole('button', { name: /^Tema:/ })
    await expect(button).toHaveAccessibleName('Tema: Sistem. Açık temaya geç')
    await button.click()
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await expect(button).toHaveAccessibleName('Tema: Açık. Koyu temaya geç')
    await button.click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await button.click()
    await expect(button).toHaveAccessibleName('Tema: Sistem. Açık temaya geç')
    expect(await page.evaluate(() => localStorage.getItem('sitekur-ui-theme'))).toBe('system')
  })

  test('the mobile menu mirrors the bar and works with the keyboard alone', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/', { waitUntil: 'networkidle' })
    await expect(page.locator('header').getByRole('link', { name: 'Giriş Yap' })).toBeHidden()
    const open = page.getByRole('button', { name: 'Menüyü aç' })
    await expect(open).toHaveAttribute('aria-expanded', 'false')
    await open.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog', { name: 'Menü' })
    await expect(menu).toBeVisible()
    // The page behind the dialog is inert (out of the accessibility tree), so look the button up by CSS.
    await expect(page.locator('button[aria-label="Menüyü aç"]')).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '#/login')
    await expect(menu.getByRole('link', { name: 'Başlayın' })).toHaveAttribute('href', '#/register')

    // Focus stays inside; the theme dropdown there opens and chooses with the keyboard.
    const dropdown = menu.getByRole('button', { name: /Tema:/ })
    await dropdown.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('menuitem', { name: 'Koyu' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expect(dropdown).toContainText('Koyu')
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(open).toBeFocused()

    await page.keyboard.press('Enter')
    await menu.getByRole('link', { name: 'Giriş Yap' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#\/login$/)
    await expect(menu).toBeHidden()
    await expect(page.getByRole('link', { name: 'Demo talep et' })).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0)
  })
})

const routes: [string, string][] = [
  ['/login', 'Giriş Yap'],
  ['/register', 'Kayıt Ol'],
  ['/verify-code?email=ayse@example.com', 'Doğrulama kodu'],
  ['/email-verification?token=abc&email=ayse@example.com', 'E-posta doğrulama'],
  ['/email-code-verification?email=ayse@example.com', 'Kod ile e-posta doğrulama'],
  ['/auth/callback?code=123456', 'Google ile giriş'],
  ['/user-dashboard', 'Müşteri paneli'],
  ['/dashboard', 'Panel'],
  ['/user-dashboard-new', 'Yeni müşteri paneli'],
  ['/create-website', 'Website talep formu'],
  ['/edit-website/42', 'Website düzenleme'],
  ['/website-builder', 'Website oluşturucu'],
  ['/website-management', 'Website yönetimi'],
  ['/admin', 'Yönetim paneli'],
  ['/admin/dashboard', 'Yönetim paneli'],
  ['/admin/panel', 'Yönetim paneli'],
  ['/admin/users', 'Kullanıcı yönetimi'],
  ['/admin/user-management', 'Kullanıcı yönetimi'],
  ['/admin/website-requests', 'Website talepleri'],
  ['/admin/analytics', 'Analitik'],
  ['/admin/activity', 'Aktivite kaydı'],
  ['/admin/activity-log', 'Aktivite kaydı'],
  ['/admin/approval-management', 'Onay yönetimi'],
  ['/admin/approvals', 'Onay yönetimi'],
  ['/admin/billing', 'Fatura yönetimi'],
  ['/admin/billing-management', 'Fatura yönetimi'],
  ['/admin/email-management', 'E-posta yönetimi'],
  ['/admin/emails', 'E-posta yönetimi'],
  ['/admin/notification-management', 'Bildirim yönetimi'],
  ['/admin/notifications', 'Bildirim yönetimi'],
  ['/admin/package-management', 'Paket yönetimi'],
  ['/admin/packages', 'Paket yönetimi'],
  ['/admin/system-settings', 'Sistem ayarları'],
  ['/admin/settings', 'Sistem ayarları'],
  ['/admin/system', 'Sistem ayarları'],
  ['/admin/support-tickets', 'Destek talepleri'],
  ['/admin/websites', 'Website yönetimi'],
]

test('every documented route is registered; placeholder screens name their screen', async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto('/#/privacy')
  await expect(page.getByRole('heading', { level: 1, name: /Gizlilik Politikası/ })).toBeVisible()
  // A deep link never shows the prerendered landing page.
  await expect(page.getByRole('link', { name: 'Demo talep et' })).toBeHidden()
  const main = page.locator('main')
  for (const [path, screen] of routes) {
    // A fresh start on each path: the first render waits for the route (and its code) to resolve.
    await page.goto('about:blank')
    await page.goto(`/#${path}`)
    await expect.poll(() => main.innerText(), { message: path }).not.toBe('')
    // Registered routes render a screen (or their guard sends a signed-out visitor to /login).
    await expect(page.getByRole('heading', { name: 'Page Not Found' }), path).toHaveCount(0)
    const route = path.split('?')[0] ?? path
    const hash = await page.evaluate(() => window.location.hash.split('?')[0])
    expect([`#${route}`, '#/login'], path).toContain(hash)
    // Screens of later issues still on the shared "yakında" page say which screen they are.
    if (hash === `#${route}` && (await page.getByText('Yakında', { exact: true }).count()) > 0) {
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(screen)
      await expect(page, path).toHaveTitle(`${screen} — SiteKur`)
    }
  }
})

test('an unknown path shows the 404 page; Go Back and Return Home work', async ({ page }) => {
  await page.goto('/#/terms')
  await expect(page.getByRole('heading', { level: 1, name: /Kullanım Koşulları/ })).toBeVisible()
  await page.evaluate(() => (window.location.hash = '#/bu-sayfa-yok'))
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page).toHaveTitle('Page Not Found — SiteKur')
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(page).toHaveURL(/#\/terms$/)
  await expect(page.getByRole('heading', { level: 1, name: /Kullanım Koşulları/ })).toBeVisible()

  await page.goto('/#/admin/olmayan')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await page.getByRole('link', { name: 'Return Home' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('24 saat içinde')
  await expect(page.getByRole('link', { name: 'Uzmanla görüş' })).toBeVisible()
})
