import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { axeViolations } from '../support/axe'

// The landing page (docs/rules/landing.md), prerendered into index.html at build time. Its prices are
// the package catalogue's (docs/decisions/0031-one-price-catalogue.md).

const monthly = ['₺349', '₺649', '₺1.190']
const yearly = ['₺3.290', '₺5.990', '₺10.990']

async function visiblePrices(page: Page, billing: 'monthly' | 'yearly') {
  return page.locator(`[data-billing="${billing}"]:visible`).allTextContents()
}

test('shows every promise, section and label of docs/rules/landing.md', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('24 saat içinde')
  const figures = page.locator('dl').first()
  const promises: [string, string][] = [
    ['24 saat', 'içinde ilk canlı yayın'],
    ['19 saat 40 dakika', 'ortalama yayına alma süresi'],
    ['%94', 'müşteri memnuniyeti'],
    ['320+', 'tamamlanan proje'],
  ]
  for (const [value, label] of promises) {
    await expect(figures.locator('div', { has: page.getByText(label, { exact: true }) })).toContainText(value)
  }
  await expect(page.getByRole('heading', { name: '30 dakikalık keşif görüşmesi' })).toBeVisible()
  const steps = page.getByRole('heading', { level: 3 }).filter({ hasText: /adım:/ })
  await expect(steps).toHaveText([
    '1. adım: Keşif',
    '2. adım: Tasarım sprinti',
    '3. adım: İçerik entegrasyonu',
    '4. adım: Yayına alma',
  ])
  await expect(
    page.getByRole('heading', { name: 'Bir web sitesi için gereken her şey, tek ekipten' }),
  ).toBeVisible()
  await expect(page.locator('section[aria-labelledby="capabilities-title"] li')).toHaveCount(6)
  await expect(page.locator('figure blockquote')).toHaveCount(3)

  const questions = page.locator('details')
  await expect(questions).toHaveCount(3)
  const support = questions.filter({ hasText: 'destek' })
  await support.locator('summary').click()
  await expect(support).toContainText('Launch paketinde hafta içi 09:00–22:00 arasında WhatsApp ve ticket')
  await expect(support).toContainText('Scale ve üzeri paketlerde')
  await expect(support).toContainText('özel bir ekip sohbet kanalı')
  await expect(page.getByRole('link', { name: 'Uzmanla görüş' })).toBeVisible()
})

test('lists the three packages with monthly and yearly prices behind the toggle', async ({ page }) => {
  await page.goto('/')
  const scale = page.locator('li', { has: page.getByRole('heading', { name: 'Scale', exact: true }) })
  await expect(scale.getByText('En popüler')).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Aylık ödeme' })).toBeChecked()
  expect(await visiblePrices(page, 'monthly')).toEqual(monthly)
  expect(await visiblePrices(page, 'yearly')).toEqual([])

  await page.getByText('Yıllık (2 ay bizden)').click()
  await expect(page.getByRole('radio', { name: 'Yıllık (2 ay bizden)' })).toBeChecked()
  expect(await visiblePrices(page, 'yearly')).toEqual(yearly)
  expect(await visiblePrices(page, 'monthly')).toEqual([])

  // The chosen pill keeps its text under the pointer (at 375 px it went the pill's own colour).
  await page.setViewportSize({ width: 375, height: 800 })
  const chosen = page.locator('label[for="billing-yearly"]')
  await chosen.hover()
  const colours = await chosen.evaluate((label) => {
    const style = getComputedStyle(label)
    return [style.color, style.backgroundColor]
  })
  expect(colours[0]).not.toBe(colours[1])

  // The keyboard reaches the toggle too (arrow keys move between the radios).
  await page.getByRole('radio', { name: 'Yıllık (2 ay bizden)' }).focus()
  await page.keyboard.press('ArrowLeft')
  expect(await visiblePrices(page, 'monthly')).toEqual(monthly)
})

test('shows what the live catalogue answers when it differs from the prerendered one', async ({ page }) => {
  // The server half (an admin's change is what GET /api/packages answers) is the contract suite's
  // (tests/contract/package-catalogue.suite.ts); here the page follows that answer.
  await page.route('**/api/packages', async (route) => {
    const answer = (await (await route.fetch()).json()) as {
      data: { packages: { code: string; price: number; isPopular: boolean }[] }
    }
    for (const pkg of answer.data.packages) {
      if (pkg.code === 'scale') pkg.price = 699
      pkg.isPopular = pkg.code === 'vision'
    }
    await route.fulfill({ json: answer })
  })
  await page.goto('/')
  await page.getByText('Yıllık (2 ay bizden)').click()
  await expect.poll(() => visiblePrices(page, 'yearly')).toEqual(yearly)
  await page.getByText('Aylık ödeme').click()
  await expect.poll(() => visiblePrices(page, 'monthly')).toEqual(['₺349', '₺699', '₺1.190'])
  const vision = page.locator('li', { has: page.getByRole('heading', { name: 'Vision', exact: true }) })
  await expect(vision.getByText('En popüler')).toBeVisible()
  await expect(page.getByText('En popüler')).toHaveCount(1)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the page is complete and the toggle and questions still work', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Demo talep et' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Giriş Yap' })).toBeVisible()
    await page.getByText('Yıllık (2 ay bizden)').click()
    expect(await visiblePrices(page, 'yearly')).toEqual(yearly)
    const first = page.locator('details').first()
    await first.locator('summary').click()
    await expect(first).toHaveAttribute('open', '')
    await expect(page.getByRole('link', { name: 'Gizlilik Politikası' })).toHaveAttribute('href', '#/privacy')
  })
})

test('links go where docs/rules/landing.md says', async ({ page }) => {
  await page.goto('/')
  const hrefs = async (name: string | RegExp) =>
    page.getByRole('link', { name }).evaluateAll((links) => links.map((l) => l.getAttribute('href')))
  expect(await hrefs('Demo talep et')).toEqual(['#/create-website'])
  expect(await hrefs('Hemen başla')).toEqual(['#/register'])
  // 'Teklif al' registers with the plan and the period the toggle shows.
  expect(await hrefs(/^Teklif al/)).toEqual(
    ['launch', 'scale', 'vision'].map((plan) => `#/register?plan=${plan}&period=monthly`),
  )
  await page.getByText('Yıllık (2 ay bizden)').click()
  expect(await hrefs(/^Teklif al/)).toEqual(
    ['launch', 'scale', 'vision'].map((plan) => `#/register?plan=${plan}&period=yearly`),
  )
  await page.getByText('Aylık ödeme').click()
  expect(await hrefs('Uzmanla görüş')).toEqual(['#/create-website'])
  expect(await hrefs('Giriş Yap')).toEqual(['#/login'])
  expect(await hrefs('Başlayın')).toEqual(['#/register'])
  expect(await hrefs('Gizlilik Politikası')).toEqual(['#/privacy'])
  expect(await hrefs('Kullanım Koşulları')).toEqual(['#/terms'])

  // Following them navigates (the router loads on the first navigation; a guarded screen may then send a
  // signed-out visitor on to /login), and Back returns to the landing page.
  await page.evaluate(() => {
    const visited: string[] = []
    ;(window as unknown as { visited: string[] }).visited = visited
    window.addEventListener('hashchange', () => visited.push(window.location.hash))
  })
  const visited = () => page.evaluate(() => (window as unknown as { visited: string[] }).visited)
  await page.getByRole('link', { name: 'Demo talep et' }).click()
  await expect.poll(visited).toContain('#/create-website')
  await expect(page.getByRole('link', { name: 'Demo talep et' })).toBeHidden()
  await page.goto('/')
  await page.getByRole('link', { name: 'Hemen başla' }).click()
  await expect(page).toHaveURL(/#\/register$/)
  await expect(page.getByRole('link', { name: 'Hemen başla' })).toBeHidden()
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('24 saat içinde')
  await page.getByRole('link', { name: 'Gizlilik Politikası' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /KVKK Aydınlatma Metni/ })).toBeVisible()
  await page.getByRole('link', { name: 'Kullanım Koşulları' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Kullanım Koşulları/ })).toBeVisible()
  await page.locator('header').getByRole('link', { name: 'SiteKur' }).click()
  await expect(page.getByRole('link', { name: 'Uzmanla görüş' })).toBeVisible()
})

test('the privacy notice and the terms are real texts', async ({ page }) => {
  await page.goto('/#/privacy')
  for (const heading of [
    'Veri sorumlusu',
    'İşlenen kişisel veriler',
    'İşleme amaçları',
    'Hukuki sebepler',
    'Kişisel verilerin aktarılması',
    'Toplama yöntemi ve saklama süresi',
    'KVKK md. 11 kapsamındaki haklarınız',
    'Başvuru ve iletişim',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(page.getByText('Kişisel Verileri Koruma Kurulu’na şikâyette')).toBeVisible()
  await page.goto('/#/terms')
  for (const heading of [
    'Hizmetin kapsamı',
    'Paketler, ücretler ve ödeme',
    'İçerik sorumluluğu',
    'Teslim süreleri',
    'Fikri mülkiyet',
    'İptal ve iade',
    'Sorumluluğun sınırı',
    'Uyuşmazlıkların çözümü',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
})

test('a first visit loads little JavaScript and nothing moves when the scripts take over', async ({
  page,
}) => {
  const scripts: { url: string; gzip: number }[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.push({ url: response.url(), gzip: gzipSync(await response.body()).length })
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  // The app is running: the theme switcher reacts.
  await page.locator('header label[title="Koyu"]').click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0)
  expect(total, scripts.map((s) => `${s.gzip} ${s.url}`).join('\n')).toBeLessThanOrEqual(100 * 1024)
  // Neither the router nor the landing page's components are part of it.
  expect(scripts.map((s) => s.url).filter((url) => /router|landing-page/.test(url))).toEqual([])
  // Each shift with what moved, so that a failure names the element instead of only a number.
  const shifts = await page.evaluate(
    () =>
      new Promise<{ value: number; moved: string[] }[]>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number
          sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
        }
        const seen: { value: number; moved: string[] }[] = []
        const describe = (node?: Node | null) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${node.className} "${node.textContent?.slice(0, 40) ?? ''}"`
            : String(node?.nodeName)
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[])
            seen.push({
              value: entry.value,
              moved: (entry.sources ?? []).map(
                (s) =>
                  `${describe(s.node)} y ${s.previousRect.y}→${s.currentRect.y} h ${s.previousRect.height}→${s.currentRect.height}`,
              ),
            })
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(seen), 200)
      }),
  )
  expect(shifts, JSON.stringify(shifts, null, 1)).toEqual([])
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no axe-core violations on / (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme })
    await page.goto('/', { waitUntil: 'networkidle' })
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/)
    // Open a question and switch to yearly prices so the hidden states are checked as well.
    await page.locator('details summary').first().click()
    expect(await axeViolations(page)).toEqual([])
    await page.getByText('Yıllık (2 ay bizden)').click()
    expect(await axeViolations(page)).toEqual([])
  })
}
