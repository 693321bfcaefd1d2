import { expect } from '@playwright/test'
import { test } from '../support/test'
import { animationsSettled, fillBasics, nextButton, openWizard } from '../support/wizard-page'
import { useWizardServer } from '../support/wizard-server'
import { axeViolations } from '../support/axe'

// The website request wizard (/create-website) in Chromium against the real server, step by step: the
// guard, the step gate on Temel, the SEO counters and limits, and axe-core on every step.

const wizard = useWizardServer()
const { signIn } = wizard

test('without a session the wizard sends to the login page', async ({ page }) => {
  await page.goto(`${wizard.server.url}/#/create-website`)
  await expect(page).toHaveURL(/#\/login/)
})

test('Sonraki stays disabled until name, kind of site and description are filled', async ({
  page,
  request,
}) => {
  await signIn(page, request)
  await openWizard(page, wizard.server.url)
  await expect(page.getByText('Adım 1 / 6')).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Talep formu ilerlemesi' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  )
  await expect(page.getByRole('button', { name: 'Önceki' })).toBeDisabled()
  await expect(nextButton(page)).toBeDisabled()
  await expect(nextButton(page)).toHaveAccessibleDescription(/website adını, türünü ve açıklamasını/)

  await page.getByLabel('Website adı').fill('Kapı Testi')
  await expect(nextButton(page)).toBeDisabled()
  await page.getByLabel('Website türü').selectOption('eticaret')
  await expect(nextButton(page)).toBeDisabled()
  await page.getByRole('textbox', { name: 'Açıklama', exact: true }).fill('   ')
  await expect(nextButton(page)).toBeDisabled()
  await page.getByRole('textbox', { name: 'Açıklama', exact: true }).fill('Online mağaza')
  await expect(nextButton(page)).toBeEnabled()

  await nextButton(page).click()
  await expect(page.getByText('Adım 2 / 6')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Tasarım ve renkler' })).toBeFocused()
  // Keyboard: Önceki from the keyboard goes back, focus on the step heading again.
  await page.getByRole('button', { name: 'Önceki' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: 'Temel bilgiler' })).toBeFocused()
  await expect(page.getByLabel('Website adı')).toHaveValue('Kapı Testi')
})

test('the SEO step counts title and description and enforces 60 and 160', async ({ page, request }) => {
  await signIn(page, request)
  await openWizard(page, wizard.server.url)
  // Later steps open from the step list only once the basics are there.
  await expect(page.getByRole('button', { name: 'Adım 6: SEO' })).toBeDisabled()
  await fillBasics(page, 'Sayaç Testi')
  await page.getByRole('button', { name: 'Adım 6: SEO' }).click()
  await expect(page.getByText('Adım 6 / 6')).toBeVisible()

  const title = page.getByLabel('Site başlığı (meta title)')
  await expect(title).toHaveAccessibleDescription(/0\/60 karakter/)
  await title.fill('Kapı Testi')
  await expect(page.getByText('10/60 karakter')).toBeVisible()
  await title.fill('x'.repeat(75))
  await expect(title).toHaveValue('x'.repeat(60))
  await expect(page.getByText(/60\/60 karakter/)).toBeVisible()

  const description = page.getByLabel('Meta açıklama')
  await expect(page.getByText(/^0\/160 karakter/)).toBeVisible()
  await description.fill('y'.repeat(155))
  await expect(page.getByText('155/160 karakter · ideal uzunlukta')).toBeVisible()
  await description.fill('y'.repeat(200))
  await expect(description).toHaveValue('y'.repeat(160))

  await page.getByLabel('Anahtar kelimeler').fill('inşaat, tadilat, , İNŞAAT')
  await expect(page.getByRole('list', { name: 'Anahtar kelimeler' }).getByRole('listitem')).toHaveText([
    'inşaat',
    'tadilat',
  ])
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every step passes axe-core (${colorScheme})`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme })
    await signIn(page, request)
    await openWizard(page, wizard.server.url)
    await fillBasics(page, 'Erişilebilirlik')
    const violations: string[] = []
    for (let step = 1; step <= 6; step += 1) {
      if (step === 2) await page.getByLabel('Özel').check()
      if (step === 5) {
        await page.getByLabel('Bir alan adım var').check()
        await page.getByLabel('Bir hosting hizmetim var').check()
      }
      await expect(page.getByText(`Adım ${step} / 6`)).toBeVisible()
      // The colours at rest: the step list's colour transitions have run (see animationsSettled).
      await animationsSettled(page)
      violations.push(
        ...(await axeViolations(page, { include: 'main' })).map((line) => `step ${step} ${line}`),
      )
      if (step < 6) await nextButton(page).click()
    }
    expect(violations).toEqual([])
  })
}
