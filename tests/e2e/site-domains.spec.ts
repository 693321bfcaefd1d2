import { expect, test, type Locator, type Page } from '@playwright/test'
import { resolve } from 'node:path'
import { verifyValue } from '../../api/site-domains/site-domain.shared'
import { siteDomainMessages } from '../../api/site-domains/site-domain-messages.shared'
import { openSignedIn } from '../support/api-sign-in'
import { axeViolations } from '../support/axe'
import { CUSTOMER, bearer, desk, publishedBuilderRequest, useDeskServer } from '../support/desk-server'
import { startLoopbackDns, type LoopbackDns } from '../support/dns-server'
import { signInToOfflineDemo } from '../support/offline-demo'
import { startStaticOnlyServer } from '../support/static-only-server'

// A website's own domain on its screens (docs/rules/custom-domains.md): the customer connects one from the
// website's details on a phone, copies the TXT record's value, asks for a check and removes it; the
// offline demo, which has no DNS, says so instead of failing.

/** Nothing in the part sticks out past its right edge: the page does not scroll sideways. */
function overflowingRight(part: Locator) {
  return part.evaluate((root) => {
    const edge = root.getBoundingClientRect().right
    return [...root.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > edge + 1)
      .map((element) => element.outerHTML.slice(0, 120))
  })
}

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

test.describe('against the real server', () => {
  let dns: LoopbackDns
  test.beforeAll(async () => {
    // A DNS server that holds no record of the customer's domain: the check finds no TXT record.
    dns = await startLoopbackDns()
  })
  test.afterAll(async () => {
    await dns?.close()
  })
  useDeskServer(() => ({ DNS_SERVERS: dns.address, SITES_IPV4: '203.0.113.7' }))
  test.use({ viewport: { width: 375, height: 812 } })

  test('a customer connects a domain on a phone, copies its TXT record, checks it and removes it', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const { websiteId } = await publishedBuilderRequest({
      companyName: 'Ege Fırını',
      industry: 'restoran',
      contactEmail: 'siparis@egefirini.test',
    })
    await openSignedIn(page, desk.server.url, CUSTOMER, '/user-dashboard?tab=websites')
    await page.getByRole('button', { name: 'Görüntüle: Ege Fırını' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ege Fırını' })
    const panel = dialog.getByRole('region', { name: 'Domain' })
    await expect(panel).toContainText('Kendi domaininizi bağlayın')

    // A malformed name: the server's refusal under the field, nothing claimed.
    const field = panel.getByLabel('Domain adı')
    await field.fill('ege firini')
    await panel.getByRole('button', { name: 'Domain ekle' }).click()
    await expect(field).toHaveAccessibleDescription(siteDomainMessages.invalid)

    // Written as people write it: the server keeps the bare name.
    await field.fill('WWW.Ege-Firini.com.')
    await panel.getByRole('button', { name: 'Domain ekle' }).click()
    await expect(page.getByText(siteDomainMessages.added)).toBeVisible()
    await expect(panel.getByText('ege-firini.com', { exact: true })).toBeVisible()
    await expect(panel.getByTestId('domain-state')).toHaveText('DNS kayıtları bekleniyor')

    const listed = await desk.api.get(`/api/me/websites/${websiteId}/domains`, {
      headers: bearer(desk.customerToken),
    })
    const { domains } = ((await listed.json()) as { data: { domains: Array<{ token: string }> } }).data
    expect(domains).toHaveLength(1)
    const txtValue = verifyValue(domains[0]?.token ?? '')

    // On a phone the records are cards, not a table; the TXT card carries the token.
    const records = panel.getByRole('list', { name: 'Oluşturulacak DNS kayıtları' })
    await expect(panel.getByRole('table')).toBeHidden()
    const txt = records.getByRole('listitem').filter({ hasText: '_sitekur' })
    await expect(txt).toContainText('TXT')
    await expect(txt.getByText(txtValue, { exact: true })).toBeVisible()
    await expect(records.getByRole('listitem').filter({ hasText: '203.0.113.7' })).toContainText('A')

    await txt.getByRole('button', { name: 'Kopyala: TXT _sitekur' }).click()
    await expect(txt.getByRole('button', { name: 'Kopyalandı: TXT _sitekur' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(txtValue)

    expect(await overflowingRight(panel)).toEqual([])
    expect(await pageScrollsSideways(page)).toBe(false)
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([])

    // The check: no TXT record on this DNS server, and the domain keeps waiting with the reason.
    await panel.getByRole('button', { name: 'Şimdi doğrula' }).click()
    await expect(page.getByText(siteDomainMessages.stillPending)).toBeVisible()
    await expect(panel.getByTestId('domain-reason')).toHaveText(
      `Neden: ${siteDomainMessages.noTxt('_sitekur.ege-firini.com')}`,
    )
    await expect(panel.getByTestId('domain-state')).toHaveText('DNS kayıtları bekleniyor')
    await expect(panel.getByText('Son kontrol:')).toBeVisible()

    await panel.getByRole('button', { name: 'Kaldır' }).click()
    const confirm = page.getByRole('dialog', { name: 'Domaini kaldır' })
    await expect(confirm).toContainText('ege-firini.com bu siteden kaldırılacak')
    await confirm.getByRole('button', { name: 'Kaldır' }).click()
    await expect(page.getByText(siteDomainMessages.removed)).toBeVisible()
    await expect(panel).toContainText('Kendi domaininizi bağlayın')
    const after = await desk.api.get(`/api/me/websites/${websiteId}/domains`, {
      headers: bearer(desk.customerToken),
    })
    expect(((await after.json()) as { data: { domains: unknown[] } }).data.domains).toEqual([])
  })
})

test.describe('in the offline demo', () => {
  test.use({ serviceWorkers: 'allow' }) // the emulated API answers (playwright.config.ts)

  test("the team's drawer connects a domain and the check says this environment has no DNS", async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const site = await startStaticOnlyServer(resolve(process.env.OUT_DIR ?? 'dist'))
    try {
      await signInToOfflineDemo(page, site.url)
      await page.goto(`${site.url}/#/admin/websites`)
      await page.getByRole('button', { name: 'Detaylar: Demo Kafe', exact: true }).click()
      const drawer = page.getByRole('dialog', { name: /^Demo Kafe/ })
      const panel = drawer.getByRole('region', { name: 'Domain' })
      await panel.getByLabel('Domain adı').fill('demo-alan.com')
      await panel.getByRole('button', { name: 'Domain ekle' }).click()
      await expect(page.getByText(siteDomainMessages.added)).toBeVisible()

      // The drawer is wide enough for the table.
      const table = panel.getByRole('table', { name: 'Oluşturulacak DNS kayıtları' })
      await expect(table.getByRole('row').filter({ hasText: '_sitekur' })).toContainText(
        /sitekur-verification=\S+/,
      )

      await panel.getByRole('button', { name: 'Şimdi doğrula' }).click()
      await expect(panel.getByTestId('domain-reason')).toHaveText(`Neden: ${siteDomainMessages.noResolver}`)
      await expect(panel).toContainText('DNS kayıtları ancak sunucuya bağlıyken doğrulanabilir')
      await expect(panel.getByRole('button', { name: 'Şimdi doğrula' })).toBeEnabled()
      expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([])
    } finally {
      await site.stop()
    }
  })
})
