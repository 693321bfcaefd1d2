import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resourceList, resources } from '../../api/kernel/resources'
import { freeField, isNullable, newRecord, storedRecord, type Declaration } from './resource-contract'
import { stores, type ContractStore } from './stores'

/** Registers a case only for the declarations it applies to, so no store reports it as skipped. */
const itWhere = (applies: boolean) => (applies ? it : (..._case: Parameters<typeof it>) => undefined)

// Every declared resource's generic repository, on every store, from its declaration alone: a new
// resource is covered by declaring it (docs/adding-a-resource.md).
describe.each(stores)('store: $name', (factory) => {
  let store: ContractStore | null = null
  beforeAll(async () => {
    store = await factory.create()
  })
  afterAll(async () => store?.close())
  beforeEach((ctx) => {
    if (!store) ctx.skip()
  })
  // A store that cannot run here (PostgreSQL without its binaries) skips its tests.
  const h = {
    get ports() {
      if (!store) throw new Error(`store ${factory.name} is not available`)
      return store.ports
    },
  }

  describe.each(resourceList as unknown as Declaration[])('resource: $name', (declaration) => {
    const repo = () => h.ports.repos.resource(declaration)
    // Every test below uses `field` with values of its own kind (`value(label)`).
    const { field: text, value } = freeField(declaration)

    it('creates a record that reads back equal and valid', async () => {
      const record = await storedRecord(h.ports.repos, declaration)
      expect(declaration.schema.parse(record)).toEqual(record)
      expect(await repo().findById(record.id)).toEqual(record)
      expect(await repo().findOne({ id: record.id })).toEqual(record)
      expect(await repo().findById(`${record.id}-missing`)).toBeNull()
    })

    it('creates a record only when it is absent: a second claim answers null and changes nothing', async () => {
      const record = await newRecord(h.ports.repos, declaration)
      expect(await repo().createIfAbsent(record)).toEqual(await repo().findById(record.id))
      const again = { ...record, [text]: value('ikinci') }
      expect(await repo().createIfAbsent(again)).toBeNull()
      expect(await repo().findById(record.id)).toMatchObject({ [text]: record[text] })
    })

    it('counts its records per value of a field, all of them or those a filter keeps', async () => {
      const [one, two] = [value(`bir ${crypto.randomUUID()}`), value(`iki ${crypto.randomUUID()}`)]
      const first = await storedRecord(h.ports.repos, declaration, { [text]: one })
      await storedRecord(h.ports.repos, declaration, { [text]: one })
      await storedRecord(h.ports.repos, declaration, { [text]: two })
      const counts = await repo().countBy(text as never)
      expect(counts.find((entry) => entry.value === one)?.count).toBe(2)
      expect(counts.find((entry) => entry.value === two)?.count).toBe(1)
      expect(await repo().countBy(text as never, { filter: { id: first.id } })).toEqual([
        { value: one, count: 1 },
      ])
    })

    it('lists in the default order (newest first), pages and counts with a filter', async () => {
      const marker = value(`liste ${crypto.randomUUID()}`)
      const made = [] as string[]
      for (let i = 0; i < 3; i++)
        made.push((await storedRecord(h.ports.repos, declaration, { [text]: marker })).id)
      const filter = { [text]: marker }
      const listed = await repo().list({ filter })
      expect(listed.map((r) => r.id)).toEqual([...made].reverse())
      expect((await repo().list({ filter, limit: 1, offset: 1 })).map((r) => r.id)).toEqual([made[1]])
      expect(await repo().count({ filter })).toBe(3)
      const ascending = await repo().list({
        filter,
        orderBy: { field: declaration.defaultOrder, direction: 'asc' },
      })
      expect(ascending.map((r) => r.id)).toEqual(made)
    })

    it('gives a list page its total: exact up to the bound, past it an estimate above the bound', async () => {
      const marker = value(`toplam ${crypto.randomUUID()}`)
      for (let i = 0; i < 4; i++) await storedRecord(h.ports.repos, declaration, { [text]: marker })
      const filter = { [text]: marker }
      expect(await repo().pageTotal({ filter }, 4)).toEqual({ total: 4, exact: true })
      expect(await repo().pageTotal({ filter }, 100)).toEqual({ total: 4, exact: true })
      const past = await repo().pageTotal({ filter }, 2)
      expect(past.exact).toBe(false)
      expect(past.total).toBeGreaterThanOrEqual(3)
      const none = { [text]: value(`yok ${crypto.randomUUID()}`) }
      expect(await repo().pageTotal({ filter: none }, 2)).toEqual({ total: 0, exact: true })
    })

    it('searches its search fields case-insensitively, the Turkish way', async () => {
      const field = declaration.searchFields[0]
      if (!field) {
        // Nothing to search in: even a term the record holds (its id) matches no record.
        const record = await storedRecord(h.ports.repos, declaration)
        expect(await repo().count({ search: record.id })).toBe(0)
        return
      }
      const token = crypto.randomUUID().slice(0, 8)
      const hit = await storedRecord(h.ports.repos, declaration, { [field]: `İSTANBUL Çini ${token}` })
      await storedRecord(h.ports.repos, declaration, { [field]: `Ankara ${token}` })
      const found = await repo().list({ search: `istanbul çini ${token}` })
      expect(found.map((r) => r.id)).toEqual([hit.id])
      expect(await repo().count({ search: `istanbul çini ${token}` })).toBe(1)
      // LIKE's wildcards in a term are matched as themselves.
      expect(await repo().count({ search: `%${token}` })).toBe(0)
      expect(await repo().count({ search: `_stanbul çini ${token}` })).toBe(0)
    })

    // An append-only resource (the audit trail) is only ever added to.
    itWhere(declaration.appendOnly === true)('refuses to change or delete a record', async () => {
      const record = await storedRecord(h.ports.repos, declaration)
      await expect(repo().update(record.id, { [text]: value('yeni değer') })).rejects.toThrow(/append-only/)
      await expect(repo().updateWhere(record.id, {}, { [text]: value('x') })).rejects.toThrow(/append-only/)
      await expect(repo().delete(record.id)).rejects.toThrow(/append-only/)
      expect(await repo().findById(record.id)).toEqual(record)
    })

    const changeable = itWhere(!declaration.appendOnly)
    changeable('updates only the given fields; compare-and-set only while the record matches', async () => {
      const record = await storedRecord(h.ports.repos, declaration)
      const updated = await repo().update(record.id, { [text]: value('yeni değer') })
      expect(updated).toEqual({ ...record, [text]: value('yeni değer') })
      expect(await repo().update(`${record.id}-missing`, { [text]: value('x') })).toBeNull()
      expect(
        await repo().updateWhere(record.id, { [text]: value('eski') }, { [text]: value('kaybeden') }),
      ).toBeNull()
      expect(
        await repo().updateWhere(record.id, { [text]: value('yeni değer') }, { [text]: value('kazanan') }),
      ).toMatchObject({
        [text]: value('kazanan'),
      })
      expect(await repo().findById(record.id)).toMatchObject({ [text]: value('kazanan') })
    })

    it.each(declaration.unique.map((u) => [u.name, u] as const))(
      'refuses a duplicate of unique key %s',
      async (_, unique) => {
        // NULL takes part in no unique key: give nullable parts of the key a value first.
        const token = crypto.randomUUID()
        const given = Object.fromEntries(
          unique.fields.filter((f) => isNullable(declaration, f)).map((f) => [f, `${f} ${token}`]),
        )
        const first = await storedRecord(h.ports.repos, declaration, given)
        const same: Record<string, unknown> = {}
        for (const field of unique.fields) {
          const value = first[field]
          same[field] = unique.caseInsensitive && typeof value === 'string' ? value.toUpperCase() : value
        }
        await expect(storedRecord(h.ports.repos, declaration, same)).rejects.toThrow()
        const clash = await newRecord(h.ports.repos, declaration, same)
        expect(await repo().createIfAbsent(clash)).toBeNull()
        expect(await repo().findById(clash.id)).toBeNull()
        if (unique.skipEmpty) {
          const blank = Object.fromEntries(unique.fields.map((f) => [f, '']))
          await storedRecord(h.ports.repos, declaration, blank)
          await expect(storedRecord(h.ports.repos, declaration, blank)).resolves.toBeTruthy()
        }
      },
    )

    changeable('deletes a record once', async () => {
      const record = await storedRecord(h.ports.repos, declaration)
      expect(await repo().delete(record.id)).toBe(true)
      expect(await repo().delete(record.id)).toBe(false)
      expect(await repo().findById(record.id)).toBeNull()
    })

    const references = Object.entries(declaration.references ?? {}).filter(([, r]) => r !== undefined)
    it.each(references)('applies ON DELETE of its reference %s', async (field, reference) => {
      const parentDeclaration = resources[
        reference!.resource as keyof typeof resources
      ] as unknown as Declaration
      const parent = await storedRecord(h.ports.repos, parentDeclaration)
      const child = await storedRecord(h.ports.repos, declaration, { [field]: parent.id })
      await h.ports.repos.resource(parentDeclaration).delete(parent.id)
      const after = await repo().findById(child.id)
      if (reference!.onDelete === 'cascade') expect(after).toBeNull()
      else expect(after).toEqual({ ...child, [field]: null })
    })

    // Only resources that belong to a user have an owner to filter by.
    const owner = declaration.owner
    if (owner)
      it('lists one owner’s records only', async () => {
        const ownerDeclaration = resources.users as unknown as Declaration
        const [mine, theirs] = [
          await storedRecord(h.ports.repos, ownerDeclaration),
          await storedRecord(h.ports.repos, ownerDeclaration),
        ]
        const a = await storedRecord(h.ports.repos, declaration, { [owner]: mine.id })
        await storedRecord(h.ports.repos, declaration, { [owner]: theirs.id })
        expect((await repo().list({ filter: { [owner]: mine.id } })).map((r) => r.id)).toEqual([a.id])
        if (isNullable(declaration, owner))
          expect(await repo().count({ filter: { [owner]: mine.id } })).toBe(1)
      })
  })
})
