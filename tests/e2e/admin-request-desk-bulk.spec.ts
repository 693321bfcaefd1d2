import { expect, test } from '@playwright/test'
import { openSignedIn } from '../support/api-sign-in'
import {
  ADMIN,
  desk,
  requestStatus,
  rowsOf,
  submitRequest,
  useDeskServer,
  type CreatedRequest,
} from '../support/desk-server'

// The request desk's list state in the URL, its bulk changes held 5 s for "Geri al", and the reason a
// bulk rejection asks for, against the real server.

useDeskServer()

test.describe('the list state, bulk changes and confirmations', () => {
  const queued: CreatedRequest[] = []
  const named = (name: string) => queued.find((request) => request.websiteName === name)?.id ?? ''

  test.beforeAll(async () => {
    for (let index = 1; index <= 11; index++) {
      queued.push(
        await submitRequest({
          name: `Sıra ${String(index).padStart(2, '0')}`,
          businessType: 'hizmet',
          description: 'Toplu işlem denemesi',
        }),
      )
    }
  })

  test('a filtered, sorted, paged view is a link: it survives a reload and back works', async ({ page }) => {
    await openSignedIn(page, desk.server.url, ADMIN, `/admin/website-requests`)
    const list = page.getByLabel('Website talepleri listesi')
    await page.getByPlaceholder('Website adı, e-posta veya firma ara…').fill('SIRA')
    await expect(page).toHaveURL(/q=SIRA/)
    await page.getByRole('button', { name: 'Beklemede', pressed: false }).click()
    await list.getByRole('columnheader', { name: 'Website' }).getByRole('button').click()
    await list.getByLabel('Sayfa başına').selectOption('10')
    await expect(rowsOf(list)).toHaveCount(10)
    await expect(rowsOf(list).first()).toContainText('Sıra 01')
    await list.getByRole('button', { name: 'Sonraki' }).click()
    await expect(page).toHaveURL(/page=2/)
    for (const part of ['status=pending', 'sort=websiteName', 'pageSize=10'])
      await expect(page).toHaveURL(new RegExp(part))

    const onSecondPage = async () => {
      await expect(rowsOf(list)).toHaveCount(1)
      await expect(rowsOf(list)).toContainText('Sıra 11')
      await expect(list.getByText('Sayfa 2 / 2')).toBeVisible()
      await expect(list.getByRole('columnheader', { name: 'Website' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      )
      await expect(list.getByRole('columnheader', { name: 'Tarih' })).toHaveAttribute('aria-sort', 'none')
      await expect(page.getByRole('button', { name: 'Beklemede', pressed: true })).toBeVisible()
      await expect(page.getByPlaceholder('Website adı, e-posta veya firma ara…')).toHaveValue('SIRA')
      await expect(list).toContainText('11 talep bulundu')
    }
    await onSecondPage()
    await page.reload()
    await onSecondPage()

    await page.goBack()
    await expect(page).not.toHaveURL(/page=2/)
    await expect(rowsOf(list)).toHaveCount(10)
    await page.goForward()
    await onSecondPage()
  })

  test('a bulk change waits 5 s with "Geri al": undone, nothing is sent; otherwise it is', async ({
    page,
  }) => {
    await page.clock.install()
    const patches: string[] = []
    page.on('request', (sent) => {
      if (sent.method() === 'PATCH' && sent.url().includes('/api/admin/website-requests/'))
        patches.push(sent.url())
    })
    await openSignedIn(
      page,
      desk.server.url,
      ADMIN,
      `/admin/website-requests?q=s%C4%B1ra&sort=websiteName&pageSize=10`,
    )
    const list = page.getByLabel('Website talepleri listesi')
    await expect(rowsOf(list)).toHaveCount(10)
    const bulk = page.getByRole('region', { name: 'Toplu işlemler' })
    const row = (name: string) => rowsOf(list).filter({ hasText: name })

    await list.getByRole('checkbox', { name: 'Seç: Sıra 01' }).check()
    await list.getByRole('checkbox', { name: 'Seç: Sıra 02' }).check()
    await expect(bulk).toContainText('2 kayıt seçildi')
    await bulk.getByRole('button', { name: 'İşleme Al (2)' }).click()
    await expect(row('Sıra 01')).toContainText('İşlemde') // shown at once
    await expect(page.getByText('2 talep "İşlemde" olarak işaretlenecek.')).toBeVisible()
    await page.clock.runFor(4000)
    await page.getByRole('button', { name: 'Geri al' }).click()
    await expect(row('Sıra 01')).toContainText('Beklemede')
    await expect(row('Sıra 02')).toContainText('Beklemede')
    await page.clock.runFor(10_000)
    expect(patches).toEqual([])
    expect(await requestStatus(named('Sıra 01'))).toBe('pending')
    expect(await requestStatus(named('Sıra 02'))).toBe('pending')

    await list.getByRole('checkbox', { name: 'Seç: Sıra 01' }).check()
    await list.getByRole('checkbox', { name: 'Seç: Sıra 02' }).check()
    await bulk.getByRole('button', { name: 'İşleme Al (2)' }).click()
    await page.clock.runFor(4000)
    expect(patches).toEqual([])
    await page.clock.runFor(1000)
    await expect(page.getByText('2 talep "İşlemde" olarak işaretlendi.')).toBeVisible()
    expect(patches).toHaveLength(2)
    expect(await requestStatus(named('Sıra 01'))).toBe('in-progress')
    expect(await requestStatus(named('Sıra 02'))).toBe('in-progress')

    // Hiding the page sends a held change at once: it must not be lost with the tab.
    await list.getByRole('checkbox', { name: 'Seç: Sıra 03' }).check()
    await bulk.getByRole('button', { name: 'İşleme Al (1)' }).click()
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await expect.poll(() => requestStatus(named('Sıra 03'))).toBe('in-progress')
    expect(patches).toHaveLength(3)
  })

  test('rejecting a selection asks for the reason the customers will read before it can go', async ({
    page,
  }) => {
    await page.clock.install()
    await openSignedIn(
      page,
      desk.server.url,
      ADMIN,
      `/admin/website-requests?q=s%C4%B1ra&status=pending&sort=websiteName`,
    )
    const list = page.getByLabel('Website talepleri listesi')
    await list.getByRole('checkbox', { name: 'Seç: Sıra 04' }).check()
    await page
      .getByRole('region', { name: 'Toplu işlemler' })
      .getByRole('button', { name: 'Reddet (1)' })
      .click()
    const dialog = page.getByRole('dialog', { name: '1 talep reddedilsin mi?' })
    const confirm = dialog.getByRole('button', { name: 'Talebi reddet' })
    const reason = dialog.getByLabel('Red nedeni')
    await confirm.click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'Talebi reddetmek için bir neden yazın; neden müşteriye iletilir.',
    )
    await dialog.getByRole('button', { name: 'İptal' }).click()
    await expect(dialog).toBeHidden()
    expect(await requestStatus(named('Sıra 04'))).toBe('pending')

    await list.getByRole('checkbox', { name: 'Seç: Sıra 04' }).check()
    await page
      .getByRole('region', { name: 'Toplu işlemler' })
      .getByRole('button', { name: 'Reddet (1)' })
      .click()
    await expect(reason).toHaveValue('')
    await reason.fill('Bu dönemde yeni site talebi almıyoruz.')
    await confirm.click()
    await page.clock.runFor(5000)
    await expect(page.getByText('1 talep "Reddedildi" olarak işaretlendi.')).toBeVisible()
    expect(await requestStatus(named('Sıra 04'))).toBe('rejected')
  })
})
