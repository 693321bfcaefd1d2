import { describe, expect, it } from 'vitest'
import { describeQueuedWrite, type QueuedEntry } from './queued-writes'

const encode = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer

function entry(
  method: string,
  url: string,
  body: ArrayBuffer | null,
  type = 'application/json',
): QueuedEntry {
  const headers: Array<[string, string]> = [['content-type', type]]
  return { id: 'e-1', userId: 'u-1', method, url, headers, body, createdAt: '2026-11-29T08:00:00.000Z' }
}
const json = (value: unknown) => encode(JSON.stringify(value))

describe('what a queued write is, for the pending rows', () => {
  it('names a request, a support ticket and a website request by what the customer typed', () => {
    expect(
      describeQueuedWrite(entry('POST', '/api/me/customer-requests', json({ title: ' Logo değişsin ' }))),
    ).toEqual({ id: 'e-1', kind: 'request', title: 'Logo değişsin', createdAt: '2026-11-29T08:00:00.000Z' })
    expect(
      describeQueuedWrite(entry('POST', '/api/me/support-tickets', json({ title: 'Form çalışmıyor' }))),
    ).toMatchObject({ kind: 'support-ticket', title: 'Form çalışmıyor' })
    expect(
      describeQueuedWrite(
        entry('POST', '/api/me/website-requests', json({ source: 'prompt', websiteName: 'Çiçekçi Gül' })),
      ),
    ).toMatchObject({ kind: 'website-request', title: 'Çiçekçi Gül' })
    expect(
      describeQueuedWrite(
        entry(
          'POST',
          '/api/me/website-requests',
          json({ source: 'builder', builderForm: { companyName: 'Defne Pastanesi' } }),
        ),
      ),
    ).toMatchObject({ kind: 'website-request', title: 'Defne Pastanesi' })
  })

  it('reads an upload’s file name and category from the head of its multipart body', () => {
    const boundary = '----WebKitFormBoundaryX'
    const body = encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nmenu\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="menü şubat.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.7 …\r\n--${boundary}--\r\n`,
    )
    expect(
      describeQueuedWrite(
        entry('POST', '/api/me/uploads', body, `multipart/form-data; boundary=${boundary}`),
      ),
    ).toMatchObject({
      kind: 'upload',
      title: 'menü şubat.pdf',
      group: 'menu',
    })
  })

  it('falls back to a plain name when the body says nothing usable', () => {
    expect(
      describeQueuedWrite(entry('POST', '/api/me/customer-requests', encode('{not json'))),
    ).toMatchObject({
      kind: 'request',
      title: 'Talep',
    })
    expect(describeQueuedWrite(entry('POST', '/api/me/website-requests', null))).toMatchObject({
      title: 'Website talebi',
    })
  })

  it('lists no row for writes that are no new record (a profile edit, a status change, a delete)', () => {
    expect(describeQueuedWrite(entry('PUT', '/api/me', json({ phone: '+90 555' })))).toBeNull()
    expect(describeQueuedWrite(entry('DELETE', '/api/me/uploads/u-9', null))).toBeNull()
    expect(describeQueuedWrite(entry('POST', '/api/me/websites/w-1/publish', null))).toBeNull()
  })
})
