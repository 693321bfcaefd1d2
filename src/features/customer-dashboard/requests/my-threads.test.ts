import { describe, expect, it } from 'vitest'
import type {
  CustomerRequest,
  SupportTicket,
} from '../../../../api/customer-requests/customer-request.shared'
import { myThreads } from './my-threads'

const request = (id: string, createdAt: string, website: string | null = null): CustomerRequest => ({
  id,
  userId: 'u',
  websiteId: null,
  type: 'change',
  title: `Talep ${id}`,
  description: 'Açıklama',
  website,
  priority: 'medium',
  status: 'pending',
  assigneeId: null,
  createdAt,
  updatedAt: createdAt,
})

const ticket = (id: string, createdAt: string, status: SupportTicket['status']): SupportTicket => ({
  id,
  userId: 'u',
  title: `Destek ${id}`,
  description: 'Açıklama',
  priority: 'normal',
  status,
  adminResponse: null,
  assigneeId: null,
  closedAt: null,
  createdAt,
  updatedAt: createdAt,
})

describe('Taleplerim: requests and support tickets', () => {
  it('lists both kinds newest first', () => {
    const threads = myThreads(
      [request('r1', '2025-01-01T10:00:00Z'), request('r2', '2025-01-03T10:00:00Z', 'menu.com')],
      [ticket('t1', '2025-01-02T10:00:00Z', 'open')],
    )
    expect(threads.map((t) => `${t.kind}:${t.id}`)).toEqual(['request:r2', 'ticket:t1', 'request:r1'])
    expect(threads[0]).toMatchObject({ typeLabel: 'Değişiklik', website: 'menu.com' })
    expect(threads[2]).toMatchObject({ website: 'Genel' })
    expect(threads[1]).toMatchObject({ typeLabel: 'Destek talebi', website: null, priority: 'normal' })
  })

  it('names a ticket’s status with the desk’s word', () => {
    const statuses = myThreads(
      [],
      [
        ticket('a', '2025-01-03T00:00:00Z', 'open'),
        ticket('b', '2025-01-02T00:00:00Z', 'in-progress'),
        ticket('c', '2025-01-01T00:00:00Z', 'closed'),
      ],
    ).map((t) => t.status)
    expect(statuses).toEqual(['pending', 'in-progress', 'completed'])
  })
})
