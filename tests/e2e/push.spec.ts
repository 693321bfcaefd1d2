import { expect, test } from '@playwright/test'
import type { BrowserContext, Page } from '@playwright/test'
import { pushButtonTexts } from '../../api/push/push-messages.shared'
import { useDashboardServer } from '../support/dashboard-server'
import { untilActivated, untilControlled } from '../support/service-worker-page'
import { axeViolations } from '../support/axe'

// The service worker's half of Web Push, in Chromium (the server's half is tests/contract/push.suite.ts):
// a push delivered through the DevTools protocol is shown as a notification, and a click on it takes the
// open window to the message's screen. Chromium cannot reach a real push service here, so the push
// comes from the DevTools protocol (ServiceWorker.deliverPushMessage) rather than from a push service.

test.use({ serviceWorkers: 'allow' }) // this spec is about the service worker (playwright.config.ts)

const dashboard = useDashboardServer()

/** The app's service worker registration id, as the DevTools protocol names it. */
async function registrationId(context: BrowserContext, page: Page, scope: string) {
  const cdp = await context.newCDPSession(page)
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === scope && !r.isDeleted)
      if (mine) resolve(mine.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  return { cdp, id: await found }
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      data: n.data as unknown,
    }))
  })

test('a push is shown as a notification and a click opens its screen', async ({ page, context }) => {
  const { server } = dashboard
  await context.grantPermissions(['notifications'], { origin: server.url })
  const customer = await server.createCustomer('Bildirim Alıcı')
  await dashboard.signIn(page, customer)
  await untilControlled(page)
  await untilActivated(page)
  const { cdp, id } = await registrationId(context, page, `${server.url}/`)

  const message = { title: 'Yeni fatura', body: 'Ödemeniz bekleniyor.', url: '#/user-dashboard?tab=billing' }
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: server.url,
    registrationId: id,
    data: JSON.stringify(message),
  })
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([{ title: message.title, body: message.body, data: { url: message.url } }])

  // A payload that is not our JSON still shows something sensible.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: server.url,
    registrationId: id,
    data: 'Merhaba',
  })
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => [n.title, n.body]))
    .toContainEqual(['SiteKur', 'Merhaba'])

  // The click: a notificationclick for the first notification, dispatched in the worker.
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  await worker.evaluate(async (title) => {
    const sw = self as unknown as ServiceWorkerGlobalScope
    const notification = (await sw.registration.getNotifications()).find((n) => n.title === title)
    if (!notification) throw new Error('notification not found')
    sw.dispatchEvent(new NotificationEvent('notificationclick', { notification }))
  }, message.title)
  await expect(page).toHaveURL(/#\/user-dashboard\?tab=billing$/)
  await expect(page.getByRole('tab', { name: 'Ödeme', selected: true })).toBeVisible()
  await expect.poll(async () => (await shownNotifications(page)).map((n) => n.title)).toEqual(['SiteKur'])
})

test('Profil offers the push button, says so when notifications are blocked, and passes axe', async ({
  page,
}) => {
  const { server } = dashboard
  const customer = await server.createCustomer('Profil Bildirim')
  await dashboard.signIn(page, customer)
  await untilControlled(page)
  await page.getByRole('tab', { name: 'Profil' }).click()
  const card = page.getByRole('region', { name: pushButtonTexts.title })
  await expect(card.getByRole('button', { name: pushButtonTexts.turnOn })).toBeVisible()
  await expect(card.getByRole('status')).toHaveText(pushButtonTexts.off)
  expect(await axeViolations(page, { include: 'main' })).toEqual([])

  // No permission granted: Chromium answers the request with 'denied', as a user blocking it would.
  await card.getByRole('button', { name: pushButtonTexts.turnOn }).click()
  await expect(card.getByRole('status')).toHaveText(pushButtonTexts.blocked)
  await expect(card.getByRole('button')).toHaveCount(0)
})

// Chromium here has no push service to register with, so pushManager.subscribe fails: the card says so
// and the server stores nothing (the subscription's way to the server is tested in the contract suite).
test('with the permission but no reachable push service, the click says it failed and stores nothing', async ({
  page,
  context,
}) => {
  const { server } = dashboard
  await context.grantPermissions(['notifications'], { origin: server.url })
  const customer = await server.createCustomer('Profil Abone')
  await dashboard.signIn(page, customer)
  await untilControlled(page)
  await page.getByRole('tab', { name: 'Profil' }).click()
  const card = page.getByRole('region', { name: pushButtonTexts.title })
  await card.getByRole('button', { name: pushButtonTexts.turnOn }).click()
  await expect(card.getByRole('alert')).toHaveText(pushButtonTexts.failed, { timeout: 20_000 })
  await expect(card.getByRole('button', { name: pushButtonTexts.turnOn })).toBeEnabled()
  expect(await server.mine(customer, '/api/me/push-subscriptions')).toMatchObject({ total: 0 })
})
