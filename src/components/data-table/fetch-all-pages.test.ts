import { describe, expect, it } from 'vitest'
import { fetchAllPages } from './fetch-all-pages'

const numbers = Array.from({ length: 250 }, (_, index) => index + 1)
const serve = (rows: readonly number[]) => {
  const asked: number[] = []
  const fetchPage = (page: number, pageSize: number) => {
    asked.push(page)
    const items = rows.slice((page - 1) * pageSize, page * pageSize)
    return Promise.resolve({ items, total: rows.length })
  }
  return { asked, fetchPage }
}

describe('fetching the whole filtered set', () => {
  it('reads every page in order', async () => {
    const server = serve(numbers)
    expect(await fetchAllPages(server.fetchPage)).toEqual(numbers)
    expect(server.asked).toEqual([1, 2, 3])
  })

  it('asks once for an empty list', async () => {
    const server = serve([])
    expect(await fetchAllPages(server.fetchPage)).toEqual([])
    expect(server.asked).toEqual([1])
  })

  it('stops when rows disappear while it reads', async () => {
    let calls = 0
    const rows = await fetchAllPages((page) => {
      calls++
      return Promise.resolve(page === 1 ? { items: [1, 2], total: 10 } : { items: [], total: 10 })
    }, 2)
    expect(rows).toEqual([1, 2])
    expect(calls).toBe(2)
  })

  it('reads past an estimated total, to the first short page', async () => {
    const rows = Array.from({ length: 7 }, (_, index) => index + 1)
    const rowsRead = await fetchAllPages((page, pageSize) => {
      const items = rows.slice((page - 1) * pageSize, page * pageSize)
      return Promise.resolve({ items, total: 4, totalIsEstimate: true })
    }, 2)
    expect(rowsRead).toEqual(rows)
  })
})
