import { expect, test } from '@playwright/test'
import { linkIn } from '../support/mail-catcher'
import { CAGLA, expectAxeClean, rowOf, rows, table, useCustomersScreen } from '../support/customers-screen'

// The customers screen itself against the real server (docs/rules/customers.md): the status and plan
// filters in the URL; the drawer's websites, requests and sessions, and its resent invitation; axe on
// the screen, the drawer and /admin/two-factor.

const screen = useCustomersScreen()

test('the status and plan filters live in the URL and narrow the table', async ({ page }) => {
  await screen.createCustomer('Filiz Askıda', 'filiz@musteri.test', {
    subscription: 'Basic Plan',
    status: 'suspended',
  })
  await screen.createCustomer('Kemal Etkin', 'kemal@musteri.test', { subscription: 'Basic Plan' })
  await screen.createCustomer('Nur Aslan', 'nur@musteri.test', {
    subscription: 'Pro Plan',
    status: 'suspended',
  })
  await screen.openUsers(page)
  await expect(rowOf(page, 'Kemal Etkin')).toHaveCount(1)

  const statuses = page.getByRole('group', { name: 'Duruma göre filtrele' })
  await statuses.getByRole('button', { name: 'Askıda' }).click()
  await expect(page).toHaveURL(/status=suspended/)
  await expect(statuses.getByRole('button', { name: 'Askıda' })).toHaveAttribute('aria-pressed', 'true')
  await expect(rowOf(page, 'Kemal Etkin')).toHaveCount(0)
  await expect(rowOf(page, 'Filiz Askıda')).toHaveCount(1)
  await expect(rowOf(page, 'Nur Aslan')).toHaveCount(1)
  for (const row of await rows(page).all()) await expect(row).toContainText('Askıda')

  await page
    .getByRole('group', { name: 'Plana göre filtrele' })
    .getByRole('button', { name: 'Basic Plan' })
    .click()
  await expect(page).toHaveURL(/plan=Basic(%20|\+)Plan/)
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toContainText('filiz@musteri.test')

  // The address alone gives the same table; 'Tümü' drops the status filter from it.
  await page.goto(`${screen.server.url}/#/admin/users?status=suspended&plan=Basic%20Plan`)
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toContainText('filiz@musteri.test')
  await statuses.getByRole('button', { name: 'Tümü' }).click()
  await expect(page).not.toHaveURL(/status=/)
  await expect(rowOf(page, 'Kemal Etkin')).toHaveCount(1)
  await expect(rowOf(page, 'Nur Aslan')).toHaveCount(0)
})

test('a row clicked while the search box is still waiting keeps its drawer open', async ({ page }) => {
  await screen.createCustomer('Orhan Kaya', 'orhan@bekleyen.test', { subscription: 'Basic Plan' })
  await screen.createCustomer('Sevgi Tan', 'sevgi@bekleyen.test', { subscription: 'Pro Plan' })
  await page.clock.install()
  await screen.openUsers(page)
  await expect(rowOf(page, 'Sevgi Tan')).toHaveCount(1)

  // The box waits before it changes the URL; the click lands first and the search arrives after it.
  // The page's clock stands still in between, so on a loaded machine the search cannot overtake the
  // click (it would reorder the rows under the pointer). It stops a second ahead: a longer jump would
  // fire the screen's refresh timers too and redraw the rows under the pointer.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await page.getByRole('searchbox', { name: 'Ad veya e-posta ara' }).fill('bekleyen')
  await table(page).getByRole('button', { name: 'Sevgi Tan', exact: true }).click()
  await expect(page).toHaveURL(/open=/)
  await expect(page).not.toHaveURL(/q=/)
  await page.clock.resume()
  await expect(page).toHaveURL(/q=bekleyen/)
  await expect(page).toHaveURL(/open=/)
  await expect(page.getByRole('dialog', { name: 'Sevgi Tan' })).toBeVisible()
})

test('the drawer lists the customer’s websites and requests, and resends the invitation', async ({
  page,
}) => {
  const owner = { name: 'Oya Bahçe', email: 'oya@musteri.test', password: 'Zeytin-Dali-2026!' }
  await screen.createCustomer(owner.name, owner.email, { subscription: 'Pro Plan', password: owner.password })
  const website = await screen.api.post('/api/admin/websites', {
    headers: screen.bearer(),
    data: {
      name: 'Oya Çiçekçilik',
      domain: 'oyacicek.com.tr',
      ownerEmail: owner.email,
      template: 'business',
    },
  })
  expect(website.status(), await website.text()).toBe(201)
  const customerToken = (await screen.apiSession(owner)).token
  const request = await screen.api.post('/api/me/customer-requests', {
    headers: screen.bearer(customerToken),
    data: { type: 'change', title: 'Bahar kataloğu eklensin', description: 'Yeni ürün fotoğrafları hazır.' },
  })
  expect(request.ok(), await request.text()).toBe(true)

  await screen.openUsers(page)
  await table(page).getByRole('button', { name: owner.name, exact: true }).click()
  const drawer = page.getByRole('dialog', { name: owner.name })
  const websites = drawer.getByRole('region', { name: 'Websiteler' })
  await expect(websites.getByRole('listitem')).toHaveCount(1)
  await expect(websites).toContainText('Oya Çiçekçilik')
  await expect(websites).toContainText('oyacicek.com.tr')
  const requests = drawer.getByRole('region', { name: 'Talepler' })
  await expect(requests.getByRole('listitem')).toHaveCount(1)
  await expect(requests).toContainText('Bahar kataloğu eklensin')
  await expect(requests).toContainText('Beklemede')
  await expect(drawer.getByRole('region', { name: 'Açık oturumlar' }).getByRole('listitem')).not.toHaveCount(
    0,
  )
  // A customer with a password needs no invitation.
  await expect(drawer.getByRole('button', { name: 'Davet e-postasını yeniden gönder' })).toHaveCount(0)
  await expectAxeClean(page, '[role="dialog"]')
  await drawer.getByRole('button', { name: 'Kapat' }).click()

  // An invited customer who has not set a password yet: the drawer resends the link.
  await table(page).getByRole('button', { name: CAGLA.name, exact: true }).click()
  const invited = page.getByRole('dialog', { name: CAGLA.name })
  await expect(invited.getByRole('region', { name: 'Websiteler' })).toContainText('Websitesi yok.')
  await expect(invited.getByText('Açık oturum yok.')).toBeVisible()
  const since = screen.server.mail.messages.length
  await invited.getByRole('button', { name: 'Davet e-postasını yeniden gönder' }).click()
  await expect(page.getByText('Davet e-postası yeniden gönderildi.')).toBeVisible()
  linkIn(await screen.server.mail.waitFor(CAGLA.email, { since }), '/#/set-password?token=')
  await expectAxeClean(page, '[role="dialog"]')
})

test('the screen and /admin/two-factor pass axe', async ({ page }) => {
  await screen.openUsers(page)
  await expect(rows(page)).not.toHaveCount(0)
  await expectAxeClean(page, 'main')
  await page.goto(`${screen.server.url}/#/admin/two-factor`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'İki adımlı doğrulama' })).toBeVisible()
  await expectAxeClean(page, 'main')
})
