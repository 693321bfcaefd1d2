import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { listSearchSchema, nextListSearch, pageCountOf, parseSort, resolveListState } from './list-search'

const schema = listSearchSchema({
  sortFields: ['requestDate', 'websiteName'],
  filters: { status: z.enum(['pending', 'completed']) },
})
const defaults = { sortFields: ['requestDate', 'websiteName'], sort: '-requestDate' }

describe('list state in the URL', () => {
  it('reads every field of a shared link', () => {
    expect(
      schema.parse({ q: ' Atlas ', status: 'pending', page: '3', pageSize: '50', sort: '-websiteName' }),
    ).toEqual({ q: 'Atlas', status: 'pending', page: 3, pageSize: 50, sort: '-websiteName' })
  })

  it('drops a bad value instead of failing the page', () => {
    expect(schema.parse({ q: '   ', status: 'lost', page: '0', pageSize: '7', sort: 'password' })).toEqual({
      q: undefined,
      status: undefined,
      page: undefined,
      pageSize: undefined,
      sort: undefined,
    })
    expect(schema.parse({ page: 'iki', sort: '-' })).toMatchObject({ page: undefined, sort: undefined })
  })

  it('fills the defaults for the table and the server', () => {
    expect(resolveListState(schema.parse({}), defaults)).toEqual({
      q: '',
      page: 1,
      pageSize: 20,
      sort: { field: 'requestDate', desc: true },
      filters: { status: undefined },
    })
    expect(resolveListState(schema.parse({ sort: 'websiteName', page: 2 }), defaults)).toMatchObject({
      page: 2,
      sort: { field: 'websiteName', desc: false },
    })
  })

  it('parses only sortable fields', () => {
    expect(parseSort('-requestDate', defaults.sortFields)).toEqual({ field: 'requestDate', desc: true })
    expect(parseSort('email', defaults.sortFields)).toBeNull()
    expect(parseSort(undefined, defaults.sortFields)).toBeNull()
  })

  it('goes back to page 1 when the search, a filter or the sort changes', () => {
    const current: { q: string; page: number; status: 'pending'; sort?: string } = {
      q: 'atlas',
      page: 4,
      status: 'pending',
    }
    expect(nextListSearch(current, { q: 'ada' }, defaults)).toEqual({ q: 'ada', status: 'pending' })
    expect(nextListSearch(current, { status: undefined }, defaults)).toEqual({ q: 'atlas' })
    expect(nextListSearch(current, { sort: 'websiteName' }, defaults)).toEqual({
      q: 'atlas',
      status: 'pending',
      sort: 'websiteName',
    })
    expect(nextListSearch(current, { page: 5 }, defaults)).toEqual({ q: 'atlas', page: 5, status: 'pending' })
  })

  it('keeps the page when a drawer opens or closes', () => {
    const current: { q: string; page: number; open?: string } = { q: 'atlas', page: 4 }
    expect(nextListSearch(current, { open: 'u1' }, defaults)).toEqual({ q: 'atlas', page: 4, open: 'u1' })
    expect(nextListSearch({ ...current, open: 'u1' }, { open: undefined }, defaults)).toEqual({
      q: 'atlas',
      page: 4,
    })
    expect(nextListSearch({ ...current, open: 'u1' }, { q: 'ada' }, defaults)).toEqual({
      q: 'ada',
      open: 'u1',
    })
  })

  it('leaves defaults out of the URL', () => {
    expect(nextListSearch({ page: 2 }, { page: 1 }, defaults)).toEqual({})
    expect(nextListSearch({}, { sort: '-requestDate', pageSize: 20, q: '' }, defaults)).toEqual({})
  })

  it('counts pages, at least one', () => {
    expect(pageCountOf(0, 20)).toBe(1)
    expect(pageCountOf(20, 20)).toBe(1)
    expect(pageCountOf(21, 20)).toBe(2)
  })
})
