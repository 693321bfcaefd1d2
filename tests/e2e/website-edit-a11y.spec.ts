import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { png, tab, useWebsiteEditServer } from '../support/website-edit-server'

// axe-core on the website edit screen (every tab, with a page and a gallery image, and the Hızlı Düzenle
// dialog) and on website management, in the light and the dark colour scheme.

const { dashboard, createWebsite } = useWebsiteEditServer()

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the edit screen's six tabs and website management pass axe-core (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme })
    const customer = await dashboard.server.createCustomer('Deniz Erişim')
    const websiteId = await createWebsite(customer, 'Erişilebilir Site')
    await dashboard.signIn(page, customer, `/edit-website/${websiteId}`)
    const violations: string[] = []
    const check = async (screen: string) => {
      const results = await new AxeBuilder({ page }).include('main').analyze()
      violations.push(
        ...results.violations.map((v) => `${screen} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
      )
    }
    await expect(page.getByLabel('Website adı')).toHaveValue('Erişilebilir Site')
    for (const name of ['Temel', 'Tasarım', 'Medya', 'Sayfalar', 'İletişim', 'SEO']) {
      await tab(page, name)
      if (name === 'Sayfalar') await page.getByRole('button', { name: 'Sayfa Ekle' }).click()
      if (name === 'Medya') await page.getByLabel('Galeri görselleri').setInputFiles([png('bir.png')])
      await check(name)
    }
    await page.getByRole('button', { name: 'Hızlı Düzenle' }).click()
    const dialog = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    violations.push(...dialog.violations.map((v) => `Hızlı Düzenle ${v.id}`))
    await page.keyboard.press('Escape')
    await page.goto(`${dashboard.server.url}/#/website-management`)
    await expect(page.getByRole('list', { name: 'Websitelerim' })).toBeVisible()
    await check('/website-management')
    expect(violations).toEqual([])
  })
}
