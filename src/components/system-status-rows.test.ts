import { describe, expect, it } from 'vitest'
import { systemStatusRows } from './system-status-rows'

const base = { ok: true, time: '2026-11-22T10:00:00.000Z', source: 'network' as const }

describe('system status on the admin dashboard', () => {
  it('names the database, the mail transport and the version', () => {
    expect(
      systemStatusRows({
        ...base,
        version: '0.1.0',
        database: { ok: true, driver: 'pglite' },
        mail: 'outbox',
      }),
    ).toEqual([
      { label: 'Veritabanı', value: 'Çalışıyor (pglite)', ok: true },
      { label: 'E-posta', value: 'Giden kutusu (SMTP tanımlı değil)', ok: true },
      { label: 'Sürüm', value: '0.1.0', ok: null },
    ])
  })

  it('shows a database that does not answer, and what is unknown', () => {
    const rows = systemStatusRows({ ...base, ok: false, database: { ok: false, driver: 'postgres' } })
    expect(rows[0]).toEqual({ label: 'Veritabanı', value: 'Erişilemiyor (postgres)', ok: false })
    expect(rows[1]).toEqual({ label: 'E-posta', value: 'Yapılandırılmamış', ok: null })
    expect(rows[2]?.value).toBe('Bilinmiyor')
    expect(systemStatusRows({ ...base, mail: 'smtp' })[1]?.value).toBe('SMTP ile gönderiliyor')
  })
})
