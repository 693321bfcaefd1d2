import { describe, expect, it } from 'vitest'
import {
  invoiceStatusLabel,
  priorityLabel,
  publicationLabel,
  requestStatusLabel,
  websiteStatusLabel,
} from './status-labels'

describe('website badges', () => {
  it('labels the documented statuses and calls anything else Bilinmiyor', () => {
    expect(websiteStatusLabel('active').label).toBe('Aktif')
    expect(websiteStatusLabel('development').label).toBe('Geliştiriliyor')
    expect(websiteStatusLabel('suspended').label).toBe('Askıda')
    expect(websiteStatusLabel('archived').label).toBe('Bilinmiyor')
    expect(websiteStatusLabel(null).label).toBe('Bilinmiyor')
    expect(websiteStatusLabel('toString').label).toBe('Bilinmiyor')
  })

  it('names the API-side states as the edit screen does', () => {
    expect(websiteStatusLabel('inactive').label).toBe('Pasif')
    expect(websiteStatusLabel('maintenance').label).toBe('Bakımda')
  })

  it('shows Yayında for a published site, Taslak otherwise', () => {
    const at = '2026-11-20T10:00:00.000Z'
    expect(publicationLabel({ status: 'active', publishedAt: at }).label).toBe('Yayında')
    expect(publicationLabel({ status: 'active', publishedAt: null }).label).toBe('Taslak')
    expect(publicationLabel({ status: 'maintenance', publishedAt: at }).label).toBe('Taslak')
    expect(publicationLabel({ status: 'draft' }).label).toBe('Taslak')
    expect(publicationLabel({ status: undefined }).label).toBe('Taslak')
  })
})

describe('request and invoice badges', () => {
  it('labels the four request statuses', () => {
    expect(requestStatusLabel('pending')).toEqual({ label: 'Beklemede', tone: 'amber' })
    expect(requestStatusLabel('in-progress')).toEqual({ label: 'İşlemde', tone: 'blue' })
    expect(requestStatusLabel('completed')).toEqual({ label: 'Tamamlandı', tone: 'green' })
    expect(requestStatusLabel('rejected')).toEqual({ label: 'Reddedildi', tone: 'red' })
  })

  it('labels priorities with medium as the default', () => {
    expect(priorityLabel('low')).toBe('Düşük')
    expect(priorityLabel('high')).toBe('Yüksek')
    expect(priorityLabel(null)).toBe('Orta')
    expect(priorityLabel('bilinmeyen')).toBe('Orta')
  })

  it('labels invoice statuses', () => {
    expect(invoiceStatusLabel('paid').label).toBe('Ödendi')
    expect(invoiceStatusLabel('overdue').tone).toBe('red')
    expect(invoiceStatusLabel('x').label).toBe('Bilinmiyor')
  })
})
