import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from '../api-client'
import { MAX_PAGE_SIZE, fetchAllItems, listAnswerSchema, listUrl } from './list-page'

const itemSchema = z.object({ id: z.string() })
const schema = listAnswerSchema(itemSchema)

/** A server that answers the REST list convention over `count` items (the real shape, on the wire). */
function listServer(count: number) {
  const asked: URL[] = []
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://sitekur.test')
    asked.push(url)
    const page = Number(url.searchParams.get('page') ?? 1)
    const pageSize = Number(url.searchParams.get('pageSize') ?? 20)
    const all = Array.from({ length: count }, (_, i) => ({ id: `t${i + 1}` }))
    const items = all.slice((page - 1) * pageSize, page * pageSize)
    return Response.json({
      success: true,
      data: { items, total: count, totalIsEstimate: false, page, pageSize },
    })
  })
  vi.stubGlobal('fetch', fetchStub)
  return asked
}

afterEach(() => vi.unstubAllGlobals())

describe('the list URL', () => {
  it("carries the list's own filters that are set, and leaves the unset ones out", () => {
    const url = new URL(
      listUrl('/api/admin/website-requests', {
        status: 'completed',
        filters: { unpublished: 'true', template: undefined, source: '' },
      }),
      'http://x',
    )
    expect(Object.fromEntries(url.searchParams)).toEqual({ status: 'completed', unpublished: 'true' })
  })

  it('carries the trimmed search (Turkish letters encoded), the status, the page and the sort', () => {
    expect(listUrl('/api/admin/website-requests')).toBe('/api/admin/website-requests')
    expect(listUrl('/api/admin/website-requests', { q: '   ' })).toBe('/api/admin/website-requests')
    const url = new URL(
      listUrl('/api/admin/website-requests', {
        q: ' İSTANBUL İnşaat ',
        status: 'in-progress',
        page: 3,
        pageSize: 50,
        sort: '-createdAt',
      }),
      'http://x',
    )
    expect(url.pathname).toBe('/api/admin/website-requests')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'İSTANBUL İnşaat',
      status: 'in-progress',
      page: '3',
      pageSize: '50',
      sort: '-createdAt',
    })
  })
})

describe('reading a whole list', () => {
  it('asks page after page at the largest page size until it has every item, in order', async () => {
    const asked = listServer(2 * MAX_PAGE_SIZE + 5)
    const items = await fetchAllItems('/api/me/uploads', schema, { status: 'x' })
    expect(items).toHaveLength(2 * MAX_PAGE_SIZE + 5)
    expect(items[0]).toEqual({ id: 't1' })
    expect(items.at(-1)).toEqual({ id: `t${2 * MAX_PAGE_SIZE + 5}` })
    expect(asked.map((url) => url.pathname)).toEqual(Array(3).fill('/api/me/uploads'))
    expect(asked.map((url) => Object.fromEntries(url.searchParams))).toEqual(
      [1, 2, 3].map((page) => ({ status: 'x', page: String(page), pageSize: String(MAX_PAGE_SIZE) })),
    )
  })

  it('asks once for an empty list', async () => {
    const asked = listServer(0)
    expect(await fetchAllItems('/api/me/invoices', schema)).toEqual([])
    expect(asked).toHaveLength(1)
  })

  it('refuses an answer in the old shape instead of showing an empty list', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ success: true, data: { invoices: [{ id: 'f1' }], total: 1 } }),
    )
    const failure = await fetchAllItems('/api/me/invoices', schema).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ message: 'Beklenmeyen sunucu yanıtı' })
  })
})
