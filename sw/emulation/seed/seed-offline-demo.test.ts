import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { expect, it } from 'vitest'
import { openEmulationDb } from '../dexie-db'
import { createDexiePorts } from '../create-dexie-ports'
import { CATALOGUE_MARKER, seedOfflineDemo } from './seed-offline-demo'

const quiet = { info() {}, warn() {}, error() {} }

it('adds the default packages once: a deleted one stays deleted, an older demo gets the dashboard plans', async () => {
  const db = openEmulationDb(`seed-once-${crypto.randomUUID()}`, { indexedDB: new IDBFactory(), IDBKeyRange })
  const ports = await createDexiePorts({ db, publicUrl: 'http://localhost:4461/', logger: quiet })
  const names = async () =>
    (await ports.repos.packages.list({ orderBy: { field: 'price', direction: 'asc' } })).map((p) => p.name)

  await seedOfflineDemo(db, ports)
  expect(await names()).toEqual(['Temel', 'Premium', 'Basic Plan', 'Kurumsal', 'Pro Plan', 'Premium Plan'])
  const [temel] = await ports.repos.packages.list({ filter: { name: 'Temel' } })
  await ports.repos.packages.delete(temel?.id ?? '')
  expect(await seedOfflineDemo(db, ports)).toEqual({ created: [] })
  expect(await names()).not.toContain('Temel')

  // A demo seeded before the catalogue marker existed.
  await db.meta.delete(CATALOGUE_MARKER)
  const { created } = await seedOfflineDemo(db, ports)
  expect(created).toEqual(['package:Temel'])
  expect(await names()).toContain('Temel')
})
