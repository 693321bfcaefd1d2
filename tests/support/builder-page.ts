// Page helpers for the website builder (/website-builder) and its live preview panel, shared by the
// builder and live-preview specs: open it, the fields and buttons they use, the preview frame, and the
// customer's server copy of the draft (reset before a test: the specs share one customer).
import { expect } from '@playwright/test'
import type { APIRequestContext, Frame, Locator, Page } from '@playwright/test'
import { bearer } from './wizard-server'

export const BUILDER_DRAFT_PATH = '/api/me/drafts/website-builder'
export const PREVIEW_FRAME = 'iframe[title="Canlı önizleme"]'

export async function openBuilder(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/#/website-builder`)
  await expect(page.getByRole('heading', { level: 1, name: 'Website Oluşturucu' })).toBeVisible()
  await expect(page.getByText(/^Adım \d \/ 5$/)).toBeVisible()
}

export const companyName = (page: Page): Locator => page.getByLabel('Firma adı')
export const contactEmail = (page: Page): Locator => page.getByLabel('İletişim e-postası')
export const nextButton = (page: Page): Locator => page.getByRole('button', { name: 'Sonraki' })
export const submitButton = (page: Page): Locator => page.getByRole('button', { name: 'Talebi Gönder' })
export const stepButton = (page: Page, step: number, title: string): Locator =>
  page.getByRole('button', { name: `Adım ${step}: ${title}` })
export const toastRegion = (page: Page): Locator => page.getByRole('region', { name: 'Bildirimler' })

/** The customer's draft kept on the server ({ value, revision } or null). */
export async function serverDraft(request: APIRequestContext, baseUrl: string, token: string) {
  const response = await request.get(`${baseUrl}${BUILDER_DRAFT_PATH}`, { headers: bearer(token) })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: { draft: { value: unknown; revision: number } | null } }).data
    .draft
}

export async function deleteServerDraft(request: APIRequestContext, baseUrl: string, token: string) {
  const response = await request.delete(`${baseUrl}${BUILDER_DRAFT_PATH}`, { headers: bearer(token) })
  expect(response.ok(), await response.text()).toBe(true)
}

/** The preview frame once its document has said 'ready' (the loading state is gone). */
export async function readyPreviewFrame(page: Page): Promise<Frame> {
  const panel = page.getByRole('region', { name: 'Canlı önizleme paneli' })
  await expect(panel.locator(PREVIEW_FRAME)).toBeAttached({ timeout: 15_000 })
  await expect(panel.getByText('Önizleme yükleniyor…')).toHaveCount(0, { timeout: 15_000 })
  await expect(panel.getByText('Önizleme Yüklenemedi')).toHaveCount(0)
  const frame = await panel
    .locator(PREVIEW_FRAME)
    .elementHandle()
    .then((handle) => handle?.contentFrame())
  if (!frame) throw new Error('the preview frame has no document')
  return frame
}
