import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { expect, it } from 'vitest'
import { openEmulationDb } from '../dexie-db'
import { createDexiePorts } from '../create-dexie-ports'
import { CATALOGUE_MARKER, seedOfflineDemo } from './seed-offline-demo'

const quiet = { info() {}, warn() {}, error() {} }

it('adds the default packages once: a deleted one stays deleted, an older demo gets Launch, Scale and Vision', async () => {
  const db = openEmulationDb(`seed-once-${crypto.randomUUID()}`, { indexedDB: new IDBFactory(), IDBKeyRange })
  const ports = await createDexiePorts({ db, publicUrl: 'http://localhost:4461/', logger: quiet })
  const names = async () =>
    (await ports.repos.packages.list({ orderBy: { field: 'price', direction: 'asc' } })).map((p) => p.name)

  // The same catalogue as the server's and the landing's (docs/decisions/0031-one-price-catalogue.md).
  await seedOfflineDemo(db, ports)
  expect(await names()).toEqual(['Launch', 'Scale', 'Vision'])
  const launch = await ports.repos.packages.findOne({ code: 'launch' })
  await ports.repos.users.update((await ports.repos.users.findByEmail('ayse.yilmaz@example.com'))?.id ?? '', {
    packageId: null,
  })
  for (const user of await ports.repos.users.list({ filter: { packageId: launch?.id ?? '' } }))
    await ports.repos.users.update(user.id, { packageId: null })
  await ports.repos.packages.delete(launch?.id ?? '')
  expect(await seedOfflineDemo(db, ports)).toEqual({ created: [] })
  expect(await names()).not.toContain('Launch')

  // A demo seeded before this catalogue: its packages come back once.
  await db.meta.delete(CATALOGUE_MARKER)
  const { created } = await seedOfflineDemo(db, ports)
  expect(created).toEqual(['package:Launch'])
  expect(await names()).toContain('Launch')
})
