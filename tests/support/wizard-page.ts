// Page helpers for the website request wizard (/create-website), shared by the wizard specs and the
// core-loop story: open it, fill step 1, and the controls every step uses.
import { expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'

export async function openWizard(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/#/create-website`)
  await expect(page.getByRole('heading', { level: 1, name: 'Website Talebi Oluştur' })).toBeVisible()
}

/** Step 1 (Temel): name, kind of site Kurumsal, sector İnşaat and a description. */
export async function fillBasics(page: Page, name: string) {
  await page.getByLabel('Website adı').fill(name)
  await page.getByLabel('Website türü').selectOption({ label: 'Kurumsal' })
  await page.getByLabel('Sektör').selectOption({ label: 'İnşaat' })
  await page
    .getByRole('textbox', { name: 'Açıklama', exact: true })
    .fill('İstanbul’da konut ve ticari projeler.')
}

export const nextButton = (page: Page): Locator => page.getByRole('button', { name: 'Sonraki' })

/** The toast region (react-hot-toast), where 'Talep Gönderildi!' and the errors appear. */
export const toastRegion = (page: Page): Locator => page.getByRole('region', { name: 'Bildirimler' })

/**
 * Waits until every finite animation and transition in the page has finished. The step list fades a
 * button's colours over 150 ms when the step changes; a colour check (axe's color-contrast) taken in
 * that window measures blended colours that no user sees at rest.
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    // Again until none is left: a finished transition can start the next one (a cancelled one rejects).
    for (let pending = running(); pending.length > 0; pending = running()) {
      await Promise.all(pending.map((animation) => animation.finished.catch(() => undefined)))
    }
  })
}
