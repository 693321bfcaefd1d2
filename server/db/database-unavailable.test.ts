import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './database-unavailable'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })
const wrapped = (cause: unknown) => new Error('Failed query: insert into "users" …', { cause })

describe('an error that means the database is out of reach', () => {
  it('is a cut connection, a shutdown or a refused connection, also under a wrapper', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(
      isDatabaseUnavailable(
        wrapped(withCode('terminating connection due to administrator command', '57P01')),
      ),
    ).toBe(true)
    expect(isDatabaseUnavailable(wrapped(withCode('the database system is starting up', '57P03')))).toBe(true)
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true)
    expect(isDatabaseUnavailable(wrapped(withCode('connection failure', '08006')))).toBe(true)
  })

  it('is not a query the database refused, nor anything else', () => {
    expect(
      isDatabaseUnavailable(wrapped(withCode('duplicate key value violates unique constraint', '23505'))),
    ).toBe(false)
    expect(isDatabaseUnavailable(withCode('canceling statement due to user request', '57014'))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    )
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false)
  })
})
