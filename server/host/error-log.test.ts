import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../../api/app'
import { newUserRecord } from '../../api/users/user.shared'
import { createConsoleLogger } from './logger'
import { createPgliteTestPorts, type TestPorts } from '../testing/create-test-ports'

// A failed query on the real driver (PGlite): the database error's message carries the query's
// parameters, and a registration's parameters are the new user's password hash, e-mail and name.
// The log line says what failed and where, and none of them.

let store: TestPorts
beforeAll(async () => {
  store = await createPgliteTestPorts()
}, 60_000)
afterAll(() => store.close())

describe('unexpected errors in the log', () => {
  it('carry no parameter values, hashes or personal data', async () => {
    const lines: string[] = []
    const existing = await store.ports.repos.users.create(
      newUserRecord(
        { id: crypto.randomUUID(), name: 'Var Olan', email: 'var@example.com', at: new Date().toISOString() },
        { passwordHash: 'x' },
      ),
    )
    // Every new id collides with the existing user: the INSERT fails inside the driver.
    const app = createApi({
      ...store.ports,
      ids: { uuid: () => existing.id },
      logger: createConsoleLogger((line) => lines.push(line)),
    })
    const email = 'gizli.kisi@example.com'
    const res = await app.request('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Gizli Kişi', email, password: 'Kiraz-Bahcesi-42!' }),
    })
    expect(res.status).toBe(500)
    const logged = lines.join('\n')
    expect(logged).toContain('unhandled API error')
    expect(logged).not.toContain(email)
    expect(logged).not.toContain('Gizli')
    expect(logged).not.toMatch(/\$argon2|\$scrypt|test\$/)
    expect(logged).not.toContain(existing.id)
    expect(logged).not.toMatch(/params:/)
    expect(logged).toContain('23505') // the SQLSTATE says what happened: a unique violation
  }, 60_000)
})
