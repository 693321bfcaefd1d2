import { expect, test } from '@playwright/test'
import { png, tab, useWebsiteEditServer } from '../support/website-edit-server'
import { axeViolations } from '../support/axe'

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
      violations.push(...(await axeViolations(page, { include: 'main' })).map((line) => `${screen} ${line}`))
    }
    await expect(page.getByLabel('Website adı')).toHaveValue('Erişilebilir Site')
    for (const name of ['Temel', 'Tasarım', 'Medya', 'Sayfalar', 'İletişim', 'SEO']) {
      await tab(page, name)
      if (name === 'Sayfalar') await page.getByRole('button', { name: 'Sayfa Ekle' }).click()
      if (name === 'Medya') await page.getByLabel('Galeri görselleri').setInputFiles([png('bir.png')])
      await check(name)
    }
    await page.getByRole('button', { name: 'Hızlı Düzenle' }).click()
    const dialog = await axeViolations(page, { include: '[role="dialog"]' })
    violations.push(...dialog.map((line) => `Hızlı Düzenle ${line}`))
    await page.keyboard.press('Escape')
    await page.goto(`${dashboard.server.url}/#/website-management`)
    await expect(page.getByRole('list', { name: 'Websitelerim' })).toBeVisible()
    await check('/website-management')
    expect(violations).toEqual([])
  })
}
