import { expect, it } from 'vitest'
import { createApi } from '../../api/app'
import { resources } from '../../api/kernel/resources'
import { sampleRecord } from '../../api/kernel/sample-record'
import { defaultPackageLimitations } from '../../api/packages/package.shared'
import { UPLOAD_SLOT_LEASE_MS, createUploadSlots } from '../../api/uploads/upload-limits'
import { uploadResponseSchema } from '../../api/uploads/upload.shared'
import { samplePdf, samplePng, sampleJpeg } from './request-helpers'
import { createWebsite, editForm } from './website-helpers'
import type { Harness } from './harness'

const UPLOADS = '/api/me/uploads'
const GB = 1024 ** 3

// An upload's name follows its content, each customer's files fit their package's storage, and a
// customer runs only a few uploads at once.
export function uploadLimitsSuite(h: Harness) {
  function form(bytes: Uint8Array, name: string, category = 'photos') {
    const data = new FormData()
    data.set('file', new File([bytes.slice().buffer], name))
    data.set('category', category)
    return data
  }
  async function upload(token: string, body: BodyInit, app = h.app) {
    const res = await app.request(UPLOADS, {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${token}` },
    })
    return { status: res.status, body: (await res.json()) as unknown }
  }

  it('stores and serves a file under the extension of what its bytes are, whatever its name says', async () => {
    const a = await h.customerToken()
    const cases: Array<[Uint8Array, string, string]> = [
      [samplePdf(), 'fatura.html', 'fatura.pdf'],
      [sampleJpeg(), 'setup.exe', 'setup.jpg'],
      [sampleJpeg(), 'tatil.JPEG', 'tatil.JPEG'],
      [samplePng(), 'logo', 'logo.png'],
    ]
    for (const [bytes, sent, kept] of cases) {
      const res = await upload(a.token, form(bytes, sent))
      expect(res.status, sent).toBe(201)
      const created = uploadResponseSchema.parse(res.body).data.upload
      expect(created.originalName).toBe(kept)
      const file = await h.app.request(created.downloadUrl, {
        headers: { authorization: `Bearer ${a.token}` },
      })
      const disposition = file.headers.get('content-disposition') ?? ''
      expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(kept)
    }
  })

  it("refuses an upload past the storage of the customer's package with a Turkish message", async () => {
    const a = await h.customerToken()
    const now = h.store.clock.now().toISOString()
    // A package of 1 GB storage; everything else as any sample package.
    const plan = await h.ports.repos.packages.create(
      sampleRecord(resources.packages, 1, {
        id: crypto.randomUUID(),
        code: `kota-${crypto.randomUUID().slice(0, 8)}`,
        limitations: { ...defaultPackageLimitations, storage: 1 },
        createdAt: now,
        updatedAt: now,
      }),
    )
    await h.ports.repos.users.update(a.user.id, { packageId: plan.id })
    // Almost 1 GB in use already (a row is enough: the quota counts recorded sizes).
    await h.ports.repos.uploads.create({
      id: crypto.randomUUID(),
      userId: a.user.id,
      websiteId: null,
      requestId: null,
      category: 'documents',
      originalName: 'arsiv.pdf',
      mimeType: 'application/pdf',
      sizeBytes: GB - 1000,
      storageKey: `${a.user.id}/previous`,
      sha256: '0'.repeat(64),
      createdAt: now,
    })
    expect((await upload(a.token, form(samplePng(), 'kucuk.png'))).status).toBe(201)
    const big = new Uint8Array(4000)
    big.set(samplePng())
    const refused = await upload(a.token, form(big, 'buyuk.png'))
    expect(refused.status).toBe(413)
    expect(refused.body).toEqual({
      success: false,
      message:
        'Depolama alanınız doldu: paketinizin 1 GB sınırına ulaşıldı. Yer açmak için dosya silin veya paketinizi yükseltin.',
    })
    expect(await h.ports.repos.uploads.count({ filter: { userId: a.user.id } })).toBe(2)
  })

  it('runs at most three uploads of one customer at once (429), others are unaffected', async () => {
    const a = await h.customerToken()
    const b = await h.customerToken()
    const boundary = 'sinir'
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`,
    )
    const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`)
    const releases: Array<() => void> = []
    const started: Promise<void>[] = []
    const slow = () => {
      let step = 0
      let begin: () => void = () => {}
      started.push(new Promise<void>((resolve) => (begin = resolve)))
      const finished = new Promise<void>((resolve) => releases.push(resolve))
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          step++
          if (step === 1) controller.enqueue(head)
          else if (step === 2) controller.enqueue(samplePng())
          else if (step < 10) {
            // More than any stream pipe reads ahead: once these are pulled, the route is reading the
            // file, so the upload holds its slot.
            controller.enqueue(new Uint8Array(1024))
            if (step === 9) {
              begin()
              await finished
            }
          } else if (step === 10) controller.enqueue(tail)
          else controller.close()
        },
      })
    }
    const call = (token: string, body: ReadableStream<Uint8Array>) =>
      h.app.request(UPLOADS, {
        method: 'POST',
        body,
        duplex: 'half',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      } as RequestInit)
    const running = [0, 1, 2].map(() => call(a.token, slow()))
    await Promise.all(started)
    // Another process on the same database counts the same three. The fourth is read to its end before
    // the answer (a server that answered mid-upload would reset the connection of a real client).
    let readToEnd = false
    const encoded = new Response(form(samplePng(), 'dorduncu.png'))
    const fourthBody = encoded.body!.pipeThrough(
      new TransformStream({ flush: () => void (readToEnd = true) }),
    )
    const answer = await createApi(h.ports).request(UPLOADS, {
      method: 'POST',
      body: fourthBody,
      duplex: 'half',
      headers: { authorization: `Bearer ${a.token}`, 'content-type': encoded.headers.get('content-type')! },
    } as RequestInit)
    const fourth = { status: answer.status, body: (await answer.json()) as unknown }
    expect(readToEnd).toBe(true)
    expect(fourth.status).toBe(429)
    expect(fourth.body).toEqual({
      success: false,
      message: 'Aynı anda en fazla 3 dosya yüklenebilir. Lütfen süren yüklemelerin bitmesini bekleyin.',
    })
    expect((await upload(b.token, form(samplePng(), 'baskasi.png'))).status).toBe(201)
    for (const release of releases) release()
    expect((await Promise.all(running)).map((res) => res.status)).toEqual([201, 201, 201])
    expect((await upload(a.token, form(samplePng(), 'sonra.png'))).status).toBe(201)
  })

  it('frees the slots of a process that died during its uploads once their lease ends', async () => {
    const a = await h.customerToken()
    // Three uploads taken by a process that never releases them (killed mid-upload).
    const dead = createUploadSlots(h.ports)
    for (let i = 0; i < 3; i++) await dead.acquire(a.user.id)
    expect((await upload(a.token, form(samplePng(), 'simdi.png'))).status).toBe(429)
    h.advance(UPLOAD_SLOT_LEASE_MS / 1000 + 1)
    expect((await upload(a.token, form(samplePng(), 'sonra.png'))).status).toBe(201)
  })

  it('counts a website edit’s photos in the same three, and reads a refused edit to its end', async () => {
    const a = await h.customerToken()
    const website = await createWebsite(h, a.user)
    // Three uploads of the customer still running elsewhere.
    const running = createUploadSlots(h.ports)
    const releases = [
      await running.acquire(a.user.id),
      await running.acquire(a.user.id),
      await running.acquire(a.user.id),
    ]
    let readToEnd = false
    const encoded = new Response(editForm({ title: 'Yeni Başlık' }, { logo: [samplePng(), 'logo.png'] }))
    const res = await h.app.request(`/api/me/websites/${website.id}`, {
      method: 'PUT',
      body: encoded.body!.pipeThrough(new TransformStream({ flush: () => void (readToEnd = true) })),
      duplex: 'half',
      headers: { authorization: `Bearer ${a.token}`, 'content-type': encoded.headers.get('content-type')! },
    } as RequestInit)
    expect(res.status).toBe(429)
    expect(readToEnd).toBe(true)
    expect((await h.ports.repos.websites.findById(website.id))?.name).not.toBe('Yeni Başlık')
    for (const release of releases) await release()
  })
}
