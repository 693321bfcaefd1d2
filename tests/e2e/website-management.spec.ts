import { expect, test } from '@playwright/test'
import { bearer } from '../support/dashboard-server'
import { useWebsiteEditServer } from '../support/website-edit-server'

// Which websites a customer reaches: another customer's website id (or an unknown one) shows the 404
// page, and the website management screen lists the customer's sites with edit, visit (only once
// published) and the live preview, which the dashboard's "Görüntüle" also leads to.

const { dashboard, createWebsite } = useWebsiteEditServer()

test("another customer's website shows the 404 page", async ({ page }) => {
  const owner = await dashboard.server.createCustomer('Zeynep Çiçek')
  const othersWebsite = await createWebsite(owner, 'Zeynep Çiçekçilik')
  const customer = await dashboard.server.createCustomer('Ali Meraklı')
  await dashboard.signIn(page, customer, `/edit-website/${othersWebsite}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByLabel('Website adı')).toHaveCount(0)
  await page.goto(`${dashboard.server.url}/#/edit-website/olmayan-site`)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
})

test('website management lists the sites with edit and visit; an unpublished site cannot be visited', async ({
  page,
}) => {
  const customer = await dashboard.server.createCustomer('Elif Kitap')
  const unpublished = await createWebsite(customer, 'Elif Taslak')
  const live = await createWebsite(customer, 'Elif Kitabevi')
  const published = await dashboard.server.api.post(`/api/admin/websites/${live}/publish`, {
    headers: bearer(dashboard.server.adminToken),
  })
  expect(published.ok(), await published.text()).toBe(true)
  await dashboard.signIn(page, customer, `/website-management`)
  await expect(page.getByRole('heading', { level: 1, name: 'Website Yönetimi' })).toBeVisible()
  const sites = page.getByRole('list', { name: 'Websitelerim' })

  const draft = sites.getByRole('listitem').filter({ hasText: 'Elif Taslak' })
  await expect(draft.getByRole('button', { name: 'Ziyaret Et: Elif Taslak' })).toBeDisabled()
  await expect(draft).toContainText('Henüz yayında değil')
  await expect(draft.getByRole('link', { name: 'Düzenle: Elif Taslak' })).toHaveAttribute(
    'href',
    `#/edit-website/${unpublished}`,
  )

  const site = sites.getByRole('listitem').filter({ hasText: 'Elif Kitabevi' })
  await expect(site).toContainText('Yayında')
  const visit = site.getByRole('link', { name: 'Ziyaret Et: Elif Kitabevi' })
  await expect(visit).toHaveAttribute('href', /^https:\/\/site-\d+-[a-z0-9]+\.com\.tr\/$/)
  await site.getByRole('button', { name: 'Önizle: Elif Kitabevi' }).click()
  await expect(page).toHaveURL(new RegExp(`preview=${live}`))
  const preview = page.getByRole('region', { name: 'Canlı önizleme: Elif Kitabevi' })
  await expect(preview.locator('iframe[title="Canlı önizleme"]')).toBeVisible()
  await site.getByRole('link', { name: 'Düzenle: Elif Kitabevi' }).click()
  await expect(page).toHaveURL(new RegExp(`#/edit-website/${live}$`))
  await expect(page.getByLabel('Website adı')).toHaveValue('Elif Kitabevi')

  // The dashboard's "Görüntüle" leads to the same live preview.
  await page.goto(`${dashboard.server.url}/#/user-dashboard?tab=websites`)
  await page.getByRole('button', { name: 'Görüntüle: Elif Taslak' }).click()
  await page
    .getByRole('dialog', { name: 'Elif Taslak' })
    .getByRole('link', { name: 'Canlı Önizleme' })
    .click()
  await expect(page).toHaveURL(new RegExp(`#/website-management\\?preview=${unpublished}$`))
  await expect(
    page
      .getByRole('region', { name: 'Canlı önizleme: Elif Taslak' })
      .locator('iframe[title="Canlı önizleme"]'),
  ).toBeVisible()
})
