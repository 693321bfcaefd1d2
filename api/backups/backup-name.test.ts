import { describe, expect, it } from 'vitest'
import { backupDue } from './backup-job'
import { backupName, parseBackupName } from './backup-name'

// A backup's name carries its time and kind and is the only thing a download may name; the automatic
// backup is due once the chosen frequency has passed, less a few minutes (docs/rules/backups.md).

describe('backup names', () => {
  it('round-trips the instant and the kind', () => {
    const at = new Date('2026-11-26T18:00:00.123Z')
    const name = backupName(at, 'manual')
    expect(name).toBe('sitekur-20261126T180000123Z-manual.ndjson.gz')
    expect(parseBackupName(name)).toEqual({ createdAt: at.toISOString(), kind: 'manual' })
  })

  it.each([
    '',
    '..',
    '../sitekur-20261126T180000123Z-manual.ndjson.gz',
    'sitekur-20261126T180000123Z-manual.ndjson.gz/..',
    'sitekur-20261126T180000123Z-manual.ndjson.gz.part',
    'sitekur-20261126T180000123Z-other.ndjson.gz',
    'sitekur-20261399T180000123Z-auto.ndjson.gz',
    'secrets.json',
  ])('refuses %j', (name) => {
    expect(parseBackupName(name)).toBeNull()
  })
})

describe('backupDue', () => {
  const last = '2026-11-26T10:45:00.000Z'
  const at = (iso: string) => new Date(iso)

  it('is due when there is no backup yet', () => {
    expect(backupDue('monthly', null, at('2026-11-26T10:45:00.000Z'))).toBe(true)
  })

  it.each([
    ['hourly', '2026-11-26T11:39:59.000Z', false],
    ['hourly', '2026-11-26T11:40:00.000Z', true],
    ['daily', '2026-11-27T10:39:00.000Z', false],
    ['daily', '2026-11-27T10:41:00.000Z', true],
    ['weekly', '2026-12-03T10:30:00.000Z', false],
    ['weekly', '2026-12-03T10:45:00.000Z', true],
    ['monthly', '2026-12-26T10:00:00.000Z', false],
    ['monthly', '2026-12-26T10:45:00.000Z', true],
  ] as const)('%s at %s: %s', (frequency, now, due) => {
    expect(backupDue(frequency, last, at(now))).toBe(due)
  })
})
