import { expect, it } from 'vitest'
import { UPLOAD_MAX_BYTES } from '../../api/uploads/upload.shared'
import { uploadResponseSchema } from '../../api/uploads/upload.shared'
import { meUploadListResponseSchema } from '../../api/uploads/upload.shared'
import type { Harness } from './harness'
import {
  sampleDoc,
  sampleDocx,
  sampleExe,
  sampleJpeg,
  samplePdf,
  samplePng,
  sampleXlsx,
} from './request-helpers'
import { pngDeclaring } from '../support/image-bytes'

const TOO_LARGE = {
  success: false,
  message: 'Dosya boyutu 10 MB sınırını aşıyor. Lütfen daha küçük bir dosya seçin.',
}
const UNSUPPORTED = {
  success: false,
  message: 'Desteklenmeyen dosya türü. Yalnızca JPG, PNG, PDF, DOC ve DOCX dosyaları yüklenebilir.',
}

export function uploadsSuite(h: Harness) {
  async function upload(
    token: string,
    bytes: Uint8Array,
    name: string,
    category = 'photos',
    type = 'application/octet-stream',
  ) {
    const form = new FormData()
    form.set('file', new File([bytes.slice().buffer], name, { type }))
    form.set('category', category)
    const response = await h.app.request('/api/me/uploads', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    })
    const text = await response.text()
    return { status: response.status, body: JSON.parse(text) as unknown, text }
  }
  const download = (token: string, id: string, as: 'me' | 'admin' = 'me') =>
    h.app.request(`/api/${as}/uploads/${id}/download`, { headers: { authorization: `Bearer ${token}` } })

  it('accepts JPG, PNG, PDF, DOC and DOCX by content and stores the bytes', async () => {
    const a = await h.customerToken()
    const cases: Array<[Uint8Array, string, string]> = [
      [samplePng(), 'logo.png', 'image/png'],
      [sampleJpeg(), 'IMG_0001.JPG', 'image/jpeg'],
      [samplePdf(), 'menü.pdf', 'application/pdf'],
      [sampleDoc(), 'teklif.doc', 'application/msword'],
      [
        sampleDocx(),
        'sözleşme.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
    ]
    for (const [bytes, name, mime] of cases) {
      // The declared type is a lie on purpose: only the content counts.
      const res = await upload(a.token, bytes, name, 'documents', 'text/plain')
      expect(res.status, `${name}: ${res.text}`).toBe(201)
      const created = uploadResponseSchema.parse(res.body).data.upload
      expect(created).toMatchObject({
        originalName: name,
        mime,
        size: bytes.length,
        category: 'documents',
        userId: a.user.id,
      })
      const record = await h.ports.repos.uploads.findById(created.id)
      expect(record?.sha256).toMatch(/^[0-9a-f]{64}$/)
      expect(await h.ports.files?.get(record?.storageKey ?? '')).toEqual(bytes)
    }
  })

  it('refuses an .exe renamed .png, a spreadsheet renamed .docx and an empty or missing file', async () => {
    const a = await h.customerToken()
    const exe = await upload(a.token, sampleExe(), 'tatil.png', 'photos', 'image/png')
    expect(exe.status).toBe(415)
    expect(exe.body).toEqual(UNSUPPORTED)
    const xlsx = await upload(a.token, sampleXlsx(), 'rapor.docx')
    expect(xlsx.status).toBe(415)
    const ole = await upload(
      a.token,
      sampleDoc().map((b, i) => (i >= 508 && i < 532 ? 0 : b)),
      'tablo.doc',
    )
    expect(ole.status).toBe(415)
    const empty = await upload(a.token, new Uint8Array(0), 'bos.png')
    expect(empty.status).toBe(400)
    const noFile = await h.call('POST', '/api/me/uploads', { token: a.token, body: { category: 'photos' } })
    expect(noFile.status).toBe(400)
    expect(noFile.body).toEqual({ success: false, message: 'Lütfen yüklenecek bir dosya seçin.' })
    const badCategory = await upload(a.token, samplePng(), 'a.png', 'virus')
    expect(badCategory.status).toBe(400)
    const listed = meUploadListResponseSchema.parse(
      (await h.call('GET', '/api/me/uploads', { token: a.token })).body,
    )
    expect(listed.data.items).toEqual([])
    expect((await upload('', samplePng(), 'a.png')).status).toBe(401)
  })

  it('refuses an image that declares more than 40 megapixels, and keeps nothing of it', async () => {
    const a = await h.customerToken()
    const bomb = await upload(a.token, pngDeclaring(30_000, 30_000), 'duvar.png', 'photos', 'image/png')
    expect(bomb.status).toBe(400)
    expect(bomb.body).toEqual({
      success: false,
      message:
        'Görselin çözünürlüğü çok yüksek: en fazla 40 megapiksel (ör. 8000 × 5000) olabilir. Lütfen küçültüp yeniden yükleyin.',
    })
    const listed = meUploadListResponseSchema.parse(
      (await h.call('GET', '/api/me/uploads', { token: a.token })).body,
    )
    expect(listed.data.items).toEqual([])
    // 8000 × 5000 is exactly the limit.
    expect((await upload(a.token, pngDeclaring(8000, 5000), 'genis.png')).status).toBe(201)
    expect((await upload(a.token, pngDeclaring(8000, 5001), 'genis.png')).status).toBe(400)
  })

  it('takes exactly 10 MB and refuses more with 413 and a Turkish message', async () => {
    const a = await h.customerToken()
    const exact = new Uint8Array(UPLOAD_MAX_BYTES)
    exact.set(samplePng())
    expect((await upload(a.token, exact, 'tam-10mb.png')).status).toBe(201)
    const oneMore = new Uint8Array(UPLOAD_MAX_BYTES + 1)
    oneMore.set(samplePng())
    const justOver = await upload(a.token, oneMore, 'fazla.png')
    expect(justOver.status).toBe(413)
    expect(justOver.body).toEqual(TOO_LARGE)
    const eleven = new Uint8Array(11 * 1024 * 1024)
    eleven.set(samplePng())
    const res = await upload(a.token, eleven, 'buyuk.png')
    expect(res.status).toBe(413)
    expect(res.body).toEqual(TOO_LARGE)
  })

  it('stops reading a huge body at the limit, declared or streamed', async () => {
    const a = await h.customerToken()
    const declared = await h.app.request('/api/me/uploads', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${a.token}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(50 * 1024 * 1024),
      },
      body: '--x--',
    })
    expect(declared.status).toBe(413)
    let pulled = 0
    const chunk = new Uint8Array(1024 * 1024)
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled++ >= 50) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const streamed = await h.app.request('/api/me/uploads', {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    expect(pulled).toBeLessThan(15)
    // Any other API call is limited too (2 MB of JSON).
    const json = await h.call('POST', '/api/me/customer-requests', {
      token: a.token,
      raw: `{"title":"${'x'.repeat(3 * 1024 * 1024)}"}`,
    })
    expect(json.status).toBe(413)
  })

  it('lists own files and lets only the owner or an admin download them, with the original name', async () => {
    const a = await h.customerToken()
    const b = await h.customerToken()
    const admin = await h.adminToken()
    const png = samplePng()
    const name = 'Şirket Logosu — ğüşiöç İ ı.png'
    const created = uploadResponseSchema.parse(
      (await upload(a.token, png, `C:\\fakepath\\${name}`, 'branding')).body,
    ).data.upload
    expect(created.originalName).toBe(name)
    await upload(a.token, samplePdf(), 'menu.pdf', 'menu')
    await upload(b.token, samplePdf(), 'b.pdf', 'menu')
    const mine = meUploadListResponseSchema.parse(
      (await h.call('GET', '/api/me/uploads', { token: a.token })).body,
    )
    expect(mine.data.items.map((u) => u.originalName).sort()).toEqual(['menu.pdf', name].sort())
    expect(mine.data.items.find((u) => u.id === created.id)?.downloadUrl).toBe(
      `/api/me/uploads/${created.id}/download`,
    )
    const menus = meUploadListResponseSchema.parse(
      (await h.call('GET', '/api/me/uploads?category=menu', { token: a.token })).body,
    )
    expect(menus.data.items.map((u) => u.originalName)).toEqual(['menu.pdf'])

    const own = await download(a.token, created.id)
    expect(own.status).toBe(200)
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(png)
    expect(own.headers.get('content-type')).toBe('image/png')
    expect(own.headers.get('x-content-type-options')).toBe('nosniff')
    const disposition = own.headers.get('content-disposition') ?? ''
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/)
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(name)
    expect(disposition).toContain('filename="Sirket Logosu  gusioc I i.png"')
    // Admins read customers' files under /api/admin; /api/me holds only the caller's own.
    expect((await download(admin.token, created.id, 'admin')).status).toBe(200)
    expect((await download(a.token, created.id, 'admin')).status).toBe(403)
    expect((await download(admin.token, created.id)).status).toBe(404)
    const other = await download(b.token, created.id)
    expect(other.status).toBe(404)
    expect(await other.json()).toEqual({ success: false, message: 'Dosya bulunamadı.' })
    expect((await h.call('DELETE', `/api/me/uploads/${created.id}`, { token: b.token })).status).toBe(404)
    expect((await h.call('DELETE', `/api/me/uploads/${created.id}`, { token: a.token })).status).toBe(200)
    expect((await download(a.token, created.id)).status).toBe(404)
    const record = await h.ports.repos.uploads.findById(created.id)
    expect(record).toBeNull()
  })

  it('deleting a user removes their uploaded files and records, and only theirs', async () => {
    const a = await h.customerToken()
    const b = await h.customerToken()
    const admin = await h.adminToken()
    const ownUploads = []
    for (const [bytes, name] of [
      [samplePng(), 'logo.png'],
      [samplePdf(), 'menü.pdf'],
    ] as const) {
      const res = await upload(a.token, bytes, name, 'documents')
      expect(res.status, res.text).toBe(201)
      ownUploads.push(uploadResponseSchema.parse(res.body).data.upload)
    }
    const kept = uploadResponseSchema.parse((await upload(b.token, samplePng(), 'b.png')).body).data.upload
    const keys = []
    for (const u of ownUploads) {
      const key = (await h.ports.repos.uploads.findById(u.id))?.storageKey ?? ''
      expect(await h.ports.files?.get(key)).not.toBeNull()
      keys.push(key)
    }

    const deleted = await h.call('DELETE', '/api/users', {
      token: admin.token,
      body: { action: 'delete', id: a.user.id },
    })
    expect(deleted.status, deleted.text).toBe(200)

    for (const [index, u] of ownUploads.entries()) {
      expect(await h.ports.files?.get(keys[index] ?? '')).toBeNull()
      expect(await h.ports.repos.uploads.findById(u.id)).toBeNull()
      const res = await download(admin.token, u.id)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ success: false, message: 'Dosya bulunamadı.' })
    }
    expect(await h.ports.repos.uploads.count({ filter: { userId: a.user.id } })).toBe(0)
    // Another customer's file stays.
    const other = await download(b.token, kept.id)
    expect(other.status).toBe(200)
    expect(new Uint8Array(await other.arrayBuffer())).toEqual(samplePng())
  })
}
