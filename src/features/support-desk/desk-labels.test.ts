import { describe, expect, it } from 'vitest'
import type { DeskItem } from '../../../api/support-desk/support-desk.shared'
import { deskUrl } from '../../lib/data/support-desk'
import { deskActionsFor, prioritiesOf } from './desk-labels'

const item = (fields: Partial<DeskItem>): DeskItem => ({
  kind: 'customerRequest',
  id: 'r1',
  customer: null,
  type: 'change',
  title: 'Logo',
  description: '',
  website: null,
  status: 'pending',
  priority: 'medium',
  assignee: null,
  replyCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastActivityAt: '2026-01-01T00:00:00.000Z',
  ...fields,
})

describe('the desk offers only the legal moves', () => {
  it('lets a request be taken up or rejected, finished, reopened', () => {
    expect(deskActionsFor(item({})).map((a) => a.label)).toEqual(['İşleme Al', 'Reddet'])
    expect(deskActionsFor(item({ status: 'in-progress' })).map((a) => a.to)).toEqual([
      'completed',
      'rejected',
    ])
    expect(deskActionsFor(item({ status: 'completed' }))).toEqual([
      { to: 'in-progress', label: 'Yeniden Aç', tone: 'neutral' },
    ])
    expect(deskActionsFor(item({ status: 'rejected' })).map((a) => a.label)).toEqual(['Yeniden İncele'])
  })

  it('never offers to reject a ticket, and gives tickets their five priorities', () => {
    const ticket = item({ kind: 'supportTicket', type: 'ticket' })
    expect(deskActionsFor(ticket).map((a) => a.to)).toEqual(['in-progress'])
    expect(deskActionsFor({ ...ticket, status: 'in-progress' }).map((a) => a.to)).toEqual(['completed'])
    expect(prioritiesOf(ticket)).toHaveLength(5)
    expect(prioritiesOf(item({}))).toEqual(['low', 'medium', 'high'])
  })
})

describe('the desk list address', () => {
  it('carries the kit’s parameters and the desk’s own filters, leaving empty ones out', () => {
    expect(deskUrl({ q: ' logo ', status: 'pending', type: 'ticket', assignee: 'me', page: 2 })).toBe(
      '/api/admin/support?q=logo&status=pending&page=2&type=ticket&assignee=me',
    )
    expect(deskUrl({})).toBe('/api/admin/support')
  })
})
