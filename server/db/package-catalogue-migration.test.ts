import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { PGlite } from '@electric-sql/pglite'
import { expect, it } from 'vitest'
import { migrationsFolder } from './database'
import { openPglite } from './open-pglite'

// Migration 0022 (docs/decisions/0031-one-price-catalogue.md) on rows written before it: packages get a
// unique code and a yearly price, a yearly package's price becomes a month's, one popular package is
// left, and website requests' older package keys become codes.

const BEFORE = '0022_package_codes_and_yearly_prices'

/** The migrations folder as it was before 0022. */
function foldersBefore(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sitekur-migrations-'))
  cpSync(migrationsFolder, dir, { recursive: true })
  const journalPath = join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((entry) => entry.tag === BEFORE)
  journal.entries = journal.entries.slice(0, at)
  writeFileSync(journalPath, JSON.stringify(journal))
  return dir
}

it('converts the packages and website requests an install had before the price catalogue', async () => {
  const database = await openPglite()
  const older = foldersBefore()
  try {
    const client = database.client as unknown as PGlite
    await migrate(drizzle({ client }), { migrationsFolder: older })
    const row = (id: string, name: string, price: number, period: string, popular: boolean, at: string) =>
      sql`insert into packages (id, name, price, billing_period, limitations, is_popular, updated_at)
          values (${id}, ${name}, ${price}, ${period}, '{}'::jsonb, ${popular}, ${at})`
    await database.db.execute(row('p1', 'Basic Plan', 299, 'monthly', false, '2026-01-01T00:00:00Z'))
    await database.db.execute(row('p2', 'Pro Plan', 599, 'monthly', true, '2026-01-02T00:00:00Z'))
    await database.db.execute(row('p3', 'Premium', 199, 'monthly', true, '2026-01-03T00:00:00Z'))
    await database.db.execute(row('p4', 'Yıllık Şube', 1200, 'yearly', false, '2026-01-01T00:00:00Z'))
    await database.db.execute(row('p5', 'PRO plan', 10, 'monthly', false, '2026-01-01T00:00:00Z'))
    await database.db
      .execute(sql`insert into website_requests (id, request_number, source, website_name, selected_package)
      values ('r1', '100001', 'form', 'A', 'professional'), ('r2', '100002', 'form', 'B', null),
        ('r3', '100003', 'form', 'C', 'premium')`)

    await database.migrate()
    const packages = await database.db.execute(
      sql`select id, code, price, yearly_price, is_popular from packages order by id`,
    )
    expect((packages as unknown as { rows: unknown[] }).rows).toEqual([
      { id: 'p1', code: 'basic-plan', price: 299, yearly_price: 2990, is_popular: false },
      { id: 'p2', code: 'pro-plan', price: 599, yearly_price: 5990, is_popular: false },
      // The popular one changed last keeps the mark.
      { id: 'p3', code: 'premium', price: 199, yearly_price: 1990, is_popular: true },
      { id: 'p4', code: 'yillik-sube', price: 100, yearly_price: 1200, is_popular: false },
      // A name whose slug is taken: the id's first characters.
      { id: 'p5', code: 'pro-plan-p5', price: 10, yearly_price: 100, is_popular: false },
    ])
    const requests = await database.db.execute(
      sql`select id, selected_package from website_requests order by id`,
    )
    expect((requests as unknown as { rows: unknown[] }).rows).toEqual([
      { id: 'r1', selected_package: 'scale' },
      { id: 'r2', selected_package: null },
      { id: 'r3', selected_package: 'vision' },
    ])
    const duplicate = database.db.execute(
      sql`insert into packages (id, code, name, price, yearly_price, limitations) values ('p6', 'premium', 'X', 1, 1, '{}'::jsonb)`,
    )
    await expect(duplicate).rejects.toThrow()
  } finally {
    rmSync(older, { recursive: true, force: true })
    await database.close()
  }
}, 60_000)
