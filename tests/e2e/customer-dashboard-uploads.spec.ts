import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { bearer, useDashboardServer } from '../support/dashboard-server'

// Galeri on the full customer dashboard against the real server: real uploads listed and downloadable,
// and the refusals by content (a renamed .exe) and by size (11 MB), in the page and on the dashboard.server.
// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
// A Windows executable's header, saved under an image's name.
const EXE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), Buffer.alloc(2048, 1)])
const UNSUPPORTED = 'Desteklenmeyen dosya türü. Yalnızca JPG, PNG, PDF, DOC ve DOCX dosyaları yüklenebilir.'
const TOO_LARGE = 'Dosya boyutu 10 MB sınırını aşıyor. Lütfen daha küçük bir dosya seçin.'

const dashboard = useDashboardServer()
const { signIn } = dashboard

test('Galeri: a PNG is listed and downloadable; a renamed .exe and an 11 MB file are refused', async ({
  page,
}) => {
  const customer = await dashboard.server.createCustomer('Zeynep Butik')
  await signIn(page, customer, `/user-dashboard?tab=gallery`)
  await expect(page.getByText('En fazla 10MB, JPG, PNG, PDF, DOC, DOCX').first()).toBeVisible()
  const photos = page.getByRole('region', { name: 'Fotoğraflar' })
  const input = page.getByLabel('Fotoğraflar: dosya seç')

  await input.setInputFiles({ name: 'vitrin.png', mimeType: 'image/png', buffer: PNG })
  const files = photos.getByRole('list', { name: 'Fotoğraflar dosyaları' })
  await expect(files).toContainText('vitrin.png')
  const downloading = page.waitForEvent('download')
  await files.getByRole('button', { name: 'İndir: vitrin.png' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('vitrin.png')
  expect(readFileSync(await download.path())).toEqual(PNG)

  // Named like an image, but the server reads the bytes.
  await input.setInputFiles({ name: 'kampanya.png', mimeType: 'image/png', buffer: EXE })
  await expect(photos.getByRole('alert').filter({ hasText: 'kampanya.png' })).toContainText(UNSUPPORTED)

  const large = Buffer.alloc(11 * 1024 * 1024, 0)
  PNG.copy(large)
  await input.setInputFiles({ name: 'buyuk.png', mimeType: 'image/png', buffer: large })
  await expect(photos.getByRole('alert').filter({ hasText: 'buyuk.png' })).toContainText(TOO_LARGE)

  // The server refuses the same file on its own, whatever a client checks first.
  const direct = await dashboard.server.api.post('/api/me/uploads', {
    headers: bearer(customer.token),
    multipart: { category: 'photos', file: { name: 'buyuk.png', mimeType: 'image/png', buffer: large } },
  })
  expect(direct.status()).toBe(413)
  expect(((await direct.json()) as { message: string }).message).toBe(TOO_LARGE)

  const stored = await dashboard.server.mine<{ items: Array<{ originalName: string }> }>(
    customer,
    '/api/me/uploads',
  )
  expect(stored.items.map((upload) => upload.originalName)).toEqual(['vitrin.png'])
  await expect(files.getByRole('listitem')).toHaveCount(1)
})

test('Galeri: six documents picked at once are all uploaded, three at a time as the server takes them', async ({
  page,
}) => {
  const customer = await dashboard.server.createCustomer('Ahmet Matbaa')
  await signIn(page, customer, `/user-dashboard?tab=gallery`)
  const documents = page.getByRole('region', { name: 'Dokümanlar' })
  // 2 MB each, so that uploads overlap: the server refuses a fourth upload of one customer at once.
  const pdf = (n: number) => ({
    name: `katalog-${n}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2 * 1024 * 1024, 0x20)]),
  })
  const names = [1, 2, 3, 4, 5, 6].map((n) => `katalog-${n}.pdf`)
  await page.getByLabel('Dokümanlar: dosya seç').setInputFiles([1, 2, 3, 4, 5, 6].map(pdf))
  const files = documents.getByRole('list', { name: 'Dokümanlar dosyaları' })
  await expect(files.getByRole('listitem')).toHaveCount(6)
  for (const name of names) await expect(files).toContainText(name)
  await expect(documents.getByRole('alert')).toHaveCount(0)
  const stored = await dashboard.server.mine<{ items: Array<{ originalName: string }> }>(
    customer,
    '/api/me/uploads',
  )
  expect(stored.items.map((upload) => upload.originalName).sort()).toEqual(names)
})
