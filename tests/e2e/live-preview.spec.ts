import { resolve } from 'node:path'
import { expect } from '@playwright/test'
import { test } from '../support/test'
import type { Frame, Page } from '@playwright/test'
import {
  PREVIEW_FRAME,
  companyName,
  deleteServerDraft,
  openBuilder,
  readyPreviewFrame,
} from '../support/builder-page'
import { startStaticOnlyServer } from '../support/static-only-server'
import type { StaticOnlyServer } from '../support/static-only-server'
import { untilControlled } from '../support/service-worker-page'
import { useBuilderServer } from '../support/builder-server'
import { animationsSettled } from '../support/wizard-page'
import { axeViolations } from '../support/axe'

// The live preview panel on the builder, in Chromium against the real server: each device's frame at its
// real size, drawn at the panel's scale; typing reaches the frame without a reload; what the customer
// types is text, never markup; the preview's scripts run in an opaque origin that cannot read the app's
// storage; the panel works in the offline demo with no backend at all; and the builder page passes axe.

const server = useBuilderServer()

async function openSignedIn(page: Page, request: Parameters<typeof server.signIn>[1]) {
  const session = await server.signIn(page, request)
  await deleteServerDraft(request, server.server.url, session.accessToken)
  await openBuilder(page, server.server.url)
}

const frameElement = (page: Page) => page.locator(PREVIEW_FRAME)

/** What a script in the preview's document can reach of the app: each read, or the error it threw. */
function isolationProbe(frame: Frame) {
  return frame.evaluate(async () => {
    const attempt = async (read: () => unknown) => {
      try {
        await read()
        return 'read'
      } catch (error) {
        return error instanceof DOMException ? error.name : String(error)
      }
    }
    return {
      origin: self.origin,
      localStorage: await attempt(() => localStorage.getItem('sitekur_session')),
      indexedDB: await attempt(
        () =>
          new Promise((done, fail) => {
            const open = indexedDB.open('sitekur-drafts')
            open.onsuccess = () => done(open.result)
            open.onerror = () => fail(open.error)
          }),
      ),
      cookie: await attempt(() => document.cookie),
      parent: await attempt(() => window.parent.document.title),
    }
  })
}

const ISOLATED = {
  origin: 'null',
  localStorage: 'SecurityError',
  indexedDB: 'SecurityError',
  cookie: 'SecurityError',
  parent: 'SecurityError',
}

test('each device gets its real size, drawn at the panel’s scale, and its own session', async ({
  page,
  request,
}) => {
  const created: string[] = []
  const deleted: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/preview/session') && r.method() === 'POST') created.push(r.postData() ?? '')
    if (/\/api\/preview\/[^/]+$/.test(r.url()) && r.method() === 'DELETE') deleted.push(r.url())
  })
  await openSignedIn(page, request)
  const frame = await readyPreviewFrame(page)
  const panel = page.getByRole('region', { name: 'Canlı önizleme paneli' })
  const expectSize = async (width: number, height: number, scale: number) => {
    await expect(frameElement(page)).toHaveAttribute('width', String(width))
    await expect.poll(() => frame.evaluate(() => [innerWidth, innerHeight])).toEqual([width, height])
    const box = await frameElement(page).boundingBox()
    expect(box?.width).toBeCloseTo(width * scale, 0)
    expect(box?.height).toBeCloseTo(height * scale, 0)
    await expect(panel.getByTestId('preview-size')).toHaveText(`${width} × ${height}`)
  }

  // Desktop: min(1200/1920, 800/1080, 0.5) = 0.5.
  await expectSize(1920, 1080, 0.5)
  expect(JSON.parse(created[0] ?? '{}')).toMatchObject({
    website_id: null,
    viewport_config: { device_type: 'desktop', width: 1920, height: 1080, zoom_level: 1 },
    source: { kind: 'builder' },
  })
  await expect(panel.getByTestId('preview-expiry')).toHaveText(/^(29|30)dk kaldı$/)

  // Tablet: min(1200/768, 800/1024, 0.8) = 0.78125; the document stays, a new session replaces the old.
  await panel.getByRole('button', { name: 'Tablet' }).click()
  await expectSize(768, 1024, 800 / 1024)
  await expect.poll(() => created.length).toBe(2)
  expect(JSON.parse(created[1] ?? '{}')).toMatchObject({
    viewport_config: { device_type: 'tablet', width: 768, height: 1024 },
  })
  await expect.poll(() => deleted.length).toBe(1)

  // Mobile: never scaled.
  await panel.getByRole('button', { name: 'Mobil' }).click()
  await expectSize(375, 812, 1)
  await expect.poll(() => created.length).toBe(3)

  // Devices changed within 100 ms of each other make one session, for the last. Both clicks are
  // dispatched in one task: two clicks from the test runner can land more than 100 ms apart on a busy
  // machine, and then the panel rightly makes a session for each (its unit test covers that case).
  const tablet = await panel.getByRole('button', { name: 'Tablet' }).elementHandle()
  const desktop = await panel.getByRole('button', { name: 'Masaüstü' }).elementHandle()
  await page.evaluate(
    (buttons) => buttons.forEach((button) => (button as HTMLButtonElement | null)?.click()),
    [tablet, desktop],
  )
  await expectSize(1920, 1080, 0.5)
  await expect.poll(() => created.length).toBe(4)
  expect(JSON.parse(created[3] ?? '{}')).toMatchObject({ viewport_config: { device_type: 'desktop' } })
  await expect.poll(() => deleted.length).toBe(3)
})

test('typing updates the frame within the debounce, without a reload, and markup stays text', async ({
  page,
  request,
}) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await openSignedIn(page, request)
  const frame = await readyPreviewFrame(page)
  let navigations = 0
  page.on('framenavigated', (navigated) => {
    if (navigated !== page.mainFrame()) navigations += 1
  })
  const updates: number[] = []
  page.on('response', (r) => {
    if (/\/api\/preview\/[^/]+$/.test(r.url()) && r.request().method() === 'PUT') updates.push(r.status())
  })

  const typedAt = Date.now()
  await companyName(page).fill('Deniz Balık Restoran')
  await expect(page.frameLocator(PREVIEW_FRAME).locator('body')).toContainText('Deniz Balık Restoran', {
    timeout: 3000,
  })
  expect(Date.now() - typedAt).toBeLessThan(3000)
  expect(updates).toEqual([200])
  expect(await frame.title()).toContain('Deniz Balık Restoran')

  await companyName(page).fill('<script>alert(1)</script>')
  await expect(page.frameLocator(PREVIEW_FRAME).locator('body')).toContainText('<script>alert(1)</script>')
  expect(await frame.evaluate(() => document.body.querySelectorAll('script').length)).toBe(0)
  await page.waitForTimeout(500)
  expect(dialogs).toEqual([])
  expect(navigations).toBe(0)
  // The same frame document all along: the patches replaced its body in place.
  expect(await readyPreviewFrame(page)).toBe(frame)
})

test('a script in the preview runs in an opaque origin: no access to the app’s storage', async ({
  page,
  request,
}) => {
  await openSignedIn(page, request)
  const frame = await readyPreviewFrame(page)
  await expect(frameElement(page)).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups')
  await expect(frameElement(page)).toHaveAttribute('referrerpolicy', 'no-referrer')
  const probe = await isolationProbe(frame)
  expect(probe).toEqual(ISOLATED)
})

test('refresh, copy link, full screen and hide/show', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openSignedIn(page, request)
  await readyPreviewFrame(page)
  const panel = page.getByRole('region', { name: 'Canlı önizleme paneli' })
  const firstUrl = await frameElement(page).getAttribute('src')

  // Refresh: a new session, its page loaded in the frame, the old session closed.
  const closed = page.waitForRequest(
    (r) => r.method() === 'DELETE' && r.url() === firstUrl?.replace('/preview/', '/api/preview/'),
  )
  // The button is disabled for the refresh's first 500 ms: on a loaded machine the first poll can come
  // later than that, so the page itself notes the moment it is disabled.
  const refresh = panel.getByRole('button', { name: 'Önizlemeyi yenile' })
  await refresh.evaluate((button: HTMLButtonElement) => {
    const seen = document.documentElement.dataset
    new MutationObserver(() => {
      if (button.disabled) seen.refreshDisabled = 'true'
    }).observe(button, { attributes: true, attributeFilter: ['disabled'] })
  })
  await refresh.click()
  await expect(page.locator('html')).toHaveAttribute('data-refresh-disabled', 'true')
  await closed
  await expect(frameElement(page)).not.toHaveAttribute('src', firstUrl ?? '')
  await expect(panel.getByRole('button', { name: 'Önizlemeyi yenile' })).toBeEnabled()
  await readyPreviewFrame(page)

  // Copy link: the frame's address on the clipboard, 'Kopyalandı' for 2 s.
  await panel.getByRole('button', { name: 'Bağlantıyı kopyala' }).click()
  await expect(panel.getByRole('button', { name: 'Kopyalandı' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await frameElement(page).getAttribute('src'),
  )
  await expect(panel.getByRole('button', { name: 'Bağlantıyı kopyala' })).toBeVisible({ timeout: 3000 })

  // Full screen covers the window; Escape leaves it.
  await panel.getByRole('button', { name: 'Tam ekran' }).click()
  await expect(panel).toHaveAttribute('data-full-screen', 'true')
  const viewport = page.viewportSize()
  expect((await panel.boundingBox())?.width).toBe(viewport?.width)
  await page.keyboard.press('Escape')
  await expect(panel).not.toHaveAttribute('data-full-screen')

  // Hidden, the frame keeps its document; shown again, it is as it was. No close button without onClose.
  const frame = await readyPreviewFrame(page)
  await panel.getByRole('button', { name: 'Gizle' }).click()
  await expect(frameElement(page)).toBeHidden()
  await panel.getByRole('button', { name: 'Göster' }).click()
  await expect(frameElement(page)).toBeVisible()
  expect(await readyPreviewFrame(page)).toBe(frame)
  await expect(panel.getByRole('button', { name: 'Önizlemeyi kapat' })).toHaveCount(0)
})

test('the builder page has no axe violations (light and dark)', async ({ page, request }) => {
  test.setTimeout(90_000)
  await openSignedIn(page, request)
  await readyPreviewFrame(page)
  const violations: string[] = []
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    for (const step of [1, 2, 3, 4, 5]) {
      const title = ['Firma', 'Tasarım', 'Sayfalar', 'Özellikler', 'Bütçe'][step - 1] ?? ''
      if (!(await page.getByText(`Adım ${step} / 5`).isVisible()))
        await page.getByRole('button', { name: `Adım ${step}: ${title}` }).click()
      await expect(page.getByText(`Adım ${step} / 5`)).toBeVisible()
      await animationsSettled(page) // colours fade on a theme or step change; axe must see them at rest
      // The preview's own document is checked template by template in site-templates-a11y.spec.ts.
      const found = await axeViolations(page, { include: 'main', exclude: PREVIEW_FRAME })
      violations.push(...found.map((line) => `${colorScheme} step ${step} ${line}`))
    }
    await page.getByRole('button', { name: 'Adım 1: Firma' }).click()
  }
  expect(violations).toEqual([])
})

test.describe('offline demo on a static copy of the build (no backend)', () => {
  test.use({ serviceWorkers: 'allow' }) // the offline demo is the service worker (playwright.config.ts)
  let site: StaticOnlyServer
  test.beforeAll(async () => {
    site = await startStaticOnlyServer(resolve(process.env.OUT_DIR ?? 'dist'), 0)
  })
  test.afterAll(async () => {
    await site?.stop()
  })

  test('the demo customer’s preview is made and updated by the service worker', async ({ page }) => {
    test.setTimeout(90_000)
    await page.goto(`${site.url}/`)
    await untilControlled(page)
    await page.goto(`${site.url}/#/login`)
    await page.getByLabel('E-posta').fill('ayse@example.com')
    await page.getByLabel('Şifre', { exact: true }).fill('herhangi-bir-sifre')
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
    await expect(page).toHaveURL(/#\/user-dashboard$/)

    await openBuilder(page, site.url)
    const frame = await readyPreviewFrame(page)
    await expect(frameElement(page)).toHaveAttribute('src', new RegExp(`^${site.url}/preview/demo-`))
    // Without the sandbox attribute (or the worker would not see the navigation), the worker's answer
    // sandboxes the document by its policy header: as isolated as a server preview.
    await expect(frameElement(page)).not.toHaveAttribute('sandbox')
    expect(await isolationProbe(frame)).toEqual(ISOLATED)
    await companyName(page).fill('Çevrimdışı Pastane')
    await expect(page.frameLocator(PREVIEW_FRAME).locator('body')).toContainText('Çevrimdışı Pastane')
    // The worker made and served the session itself: nothing about it reached the static host.
    expect(site.requests.filter((line) => line.includes('/preview'))).toEqual([])
  })
})
