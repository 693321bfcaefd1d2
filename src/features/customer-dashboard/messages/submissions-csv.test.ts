import { describe, expect, it } from 'vitest'
import { CSV_BOM } from '../../../components/data-table/csv'
import { preferredWhen, replyHref } from './messages-text'
import { buildSubmissionsCsv, submissionsCsvFileName, type CsvSubmission } from './submissions-csv'

// The quoting and formula rules are tested with the kit (components/data-table/csv.test.ts).
const submission = (overrides: Partial<CsvSubmission> = {}): CsvSubmission => ({
  kind: 'contact',
  state: 'received',
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '0532 000 00 00',
  message: 'Cumartesi açık mısınız?',
  service: '',
  preferredDate: '',
  preferredTime: '',
  page: 'iletisim',
  readAt: null,
  createdAt: '2026-11-22T09:30:00.000Z',
  ...overrides,
})

describe('CSV of Mesajlar', () => {
  it('has the BOM, the Turkish header and one row per submission with labels and Istanbul times', () => {
    const csv = buildSubmissionsCsv([
      submission(),
      submission({
        kind: 'booking',
        state: 'confirmed',
        name: 'Mehmet Kaya',
        email: 'mehmet@example.com',
        message: 'İki kişiyiz,\npencere kenarı olursa iyi olur.',
        service: 'Saç kesimi',
        preferredDate: '2026-12-05',
        preferredTime: '14:30',
        page: '',
        readAt: '2026-11-22T10:00:00.000Z',
      }),
      submission({ kind: 'newsletter', state: 'subscribed', name: '', phone: '', message: '' }),
    ])
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Tür,Durum,Ad Soyad,E-posta,Telefon,Mesaj,Hizmet,İstenen zaman,Sayfa,Okundu,Tarih',
      'İletişim,Alındı,Ayşe Yılmaz,ayse@example.com,0532 000 00 00,Cumartesi açık mısınız?,,,/iletisim,Hayır,22.11.2026 12:30',
      'Rezervasyon,Onaylandı,Mehmet Kaya,mehmet@example.com,0532 000 00 00,"İki kişiyiz,\npencere kenarı olursa iyi olur.",Saç kesimi,05.12.2026 14:30,/,Evet,22.11.2026 12:30',
      'Bülten,Abone,,ayse@example.com,,,,,/iletisim,Hayır,22.11.2026 12:30',
      '',
    ])
  })

  it('keeps what a visitor typed from running as a formula', () => {
    const csv = buildSubmissionsCsv([submission({ name: '=HYPERLINK("http://x")', message: '+90 555' })])
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`)
    expect(csv).toContain(`,'+90 555,`)
  })

  it('names the file after the site and the day', () => {
    expect(submissionsCsvFileName('Demo Kafe Şişli', new Date(2026, 10, 22))).toBe(
      'mesajlar-demo-kafe-sisli-2026-11-22.csv',
    )
    expect(submissionsCsvFileName('!!!', new Date(2026, 0, 2))).toBe('mesajlar-2026-01-02.csv')
  })
})

describe('a submission’s reply link and preferred time', () => {
  it('answers by mail to the visitor with the subject "Re: <site>"', () => {
    expect(replyHref('ayse@example.com', 'Demo Kafe & Bistro')).toBe(
      'mailto:ayse@example.com?subject=Re%3A%20Demo%20Kafe%20%26%20Bistro',
    )
    // An address cannot add headers or recipients of its own.
    expect(replyHref('a?cc=b@x.com', 'Site')).toBe('mailto:a%3Fcc%3Db@x.com?subject=Re%3A%20Site')
  })

  it('writes the preferred day the Turkish way, with the time when given', () => {
    expect(preferredWhen({ preferredDate: '2026-03-14', preferredTime: '09:30' })).toBe('14.03.2026 09:30')
    expect(preferredWhen({ preferredDate: '2026-03-14', preferredTime: '' })).toBe('14.03.2026')
    expect(preferredWhen({ preferredDate: '', preferredTime: '' })).toBe('')
  })
})
