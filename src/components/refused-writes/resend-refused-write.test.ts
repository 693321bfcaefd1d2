import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { offlineMessages } from '../../../api/lib/api-source.shared'
import type { RefusedWrite } from '../../../api/lib/refused-write.shared'
import { outboxDb } from '../../lib/outbox-count'
import { listRefusedWritesOf } from '../../lib/refused-writes'
import { readBody } from '../../lib/write-body'
import { editedBody } from './refused-write-text'
import { resendRefusedWrite } from './resend-refused-write'

const write: RefusedWrite = {
  id: 'w1',
  userId: 'u1',
  method: 'POST',
  url: '/api/me/customer-requests',
  headers: [['content-type', 'application/json']],
  body: new TextEncoder().encode('{"type":"support","title":"Fatura","description":" "}').buffer,
  createdAt: '2025-01-01T09:00:00.000Z',
  refusedAt: '2025-01-01T10:00:00.000Z',
  status: 400,
  message: 'Lütfen başlık ve açıklama alanlarını doldurun',
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => vi.unstubAllGlobals())

describe('sending a refused write again', () => {
  it('stays with the new message when refused again, leaves the list once taken', async () => {
    await outboxDb().table('refused').put(write)
    const sent: Request[] = []
    const answers = [
      answer(404, { success: false, message: 'Website bulunamadı.' }),
      answer(201, { success: true, message: 'Talebiniz başarıyla gönderildi!' }),
    ]
    vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
      sent.push(new Request(`http://localhost${input}`, init))
      return answers.shift()
    })
    const body = editedBody(readBody(write), { description: 'Faturam iki kez kesildi.' })

    expect(await resendRefusedWrite(write, body)).toEqual({ kind: 'refused', message: 'Website bulunamadı.' })
    expect(await listRefusedWritesOf('u1')).toEqual([
      expect.objectContaining({ id: 'w1', status: 404, message: 'Website bulunamadı.' }),
    ])
    expect(await resendRefusedWrite(write, body)).toEqual({
      kind: 'sent',
      message: 'Talebiniz başarıyla gönderildi!',
    })
    expect(await listRefusedWritesOf('u1')).toEqual([])

    // Each attempt is a new write: its own Idempotency-Key, the edited text.
    const keys = sent.map((request) => request.headers.get('idempotency-key'))
    expect(new Set(keys).size).toBe(2)
    expect(await sent[1]!.json()).toEqual({
      type: 'support',
      title: 'Fatura',
      description: 'Faturam iki kez kesildi.',
    })
  })

  it('stays as it was when nothing answers; leaves when the worker queues it again', async () => {
    await outboxDb().table('refused').put(write)
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await resendRefusedWrite(write, undefined)).toMatchObject({ kind: 'failed' })
    expect(await listRefusedWritesOf('u1')).toEqual([expect.objectContaining({ status: 400 })])

    vi.stubGlobal('fetch', async () => answer(202, { success: true, queued: true }))
    expect(await resendRefusedWrite(write, undefined)).toEqual({
      kind: 'sent',
      message: offlineMessages.queued,
    })
    expect(await listRefusedWritesOf('u1')).toEqual([])
  })
})
