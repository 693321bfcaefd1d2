import { describe, expect, it } from 'vitest'
import { createPgliteTestPorts } from '../../server/testing/create-test-ports'
import { createDexieTestPorts } from './dexie-store'
import { STRONG_PASSWORD, useContractStore } from './harness'
import type { StoreFactory } from './stores'

// The contract suites hash with the fast test hasher (stores.ts). This file runs what they skip through
// each store's own hasher: the server's argon2id on PGlite and the offline demo's PBKDF2 on Dexie.
// A sign-up stores the store's own format, the mailed code signs in, a password change replaces the
// hash, and only the new password opens a session afterwards.
const realHasherStores: Array<StoreFactory & { format: RegExp }> = [
  { name: 'pglite (argon2id)', create: () => createPgliteTestPorts(), format: /^\$argon2id\$v=19\$/ },
  { name: 'dexie (PBKDF2)', create: () => createDexieTestPorts(), format: /^\$pbkdf2-sha256\$i=210000\$/ },
]

describe.each(realHasherStores)('store: $name', (factory) => {
  const h = useContractStore(factory)

  it('signs up, verifies, signs in and changes the password through the real hasher', async () => {
    const email = h.email()
    const registered = await h.post('/api/auth/register', {
      name: 'Gerçek Hash',
      email,
      password: STRONG_PASSWORD,
    })
    expect(registered.status).toBe(200)
    const stored = await h.ports.repos.users.findByEmail(email)
    expect(stored?.passwordHash).toMatch(factory.format)

    const verified = await h.post('/api/auth/verify-email', { email, code: h.codeFor(email) })
    expect(verified.status).toBe(200)
    const session = await h.login(email)
    expect((await h.post('/api/auth/login', { email, password: 'Yanlis-Sifre-99!' })).status).toBe(401)

    const newPassword = 'Yeni-Kiraz-Bahcesi-77!'
    const changed = await h.call('POST', '/api/me/password', {
      token: session.token,
      body: { currentPassword: STRONG_PASSWORD, newPassword },
    })
    expect(changed.status, changed.text).toBe(200)
    const after = await h.ports.repos.users.findByEmail(email)
    expect(after?.passwordHash).toMatch(factory.format)
    expect(after?.passwordHash).not.toBe(stored?.passwordHash)
    expect((await h.post('/api/auth/login', { email, password: STRONG_PASSWORD })).status).toBe(401)
    await h.login(email, newPassword)
  })
})
