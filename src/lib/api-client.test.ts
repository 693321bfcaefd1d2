import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError, CONNECTION_ERROR_MESSAGE, lazySchema, resolveSchema } from './api-client'

describe('lazy schemas', () => {
  it('loads once and validates like the schema itself', async () => {
    let loads = 0
    const schema = z.object({ id: z.string() })
    const load = lazySchema(async () => {
      loads += 1
      return schema
    })
    const [first, second] = await Promise.all([resolveSchema(load), resolveSchema(load)])
    expect(first).toBe(schema)
    expect(second).toBe(schema)
    expect(loads).toBe(1)
    expect((await resolveSchema(schema)).safeParse({ id: 7 }).success).toBe(false)
  })

  it('reports a failed load as a connection error and loads again next time', async () => {
    let loads = 0
    const load = lazySchema(async () => {
      loads += 1
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return z.string()
    })
    const failure = await resolveSchema(load).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ message: CONNECTION_ERROR_MESSAGE, status: 0 })
    expect((await resolveSchema(load)).parse('tamam')).toBe('tamam')
    expect(loads).toBe(2)
  })
})
