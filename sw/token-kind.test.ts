import { describe, expect, it } from 'vitest'
import { createAccessTokens } from '../api/auth/access-tokens'
import { createRefreshTokens } from '../api/auth/refresh-tokens'
import type { ApiPorts } from '../api/ports'
import { createWebCryptoSecrets } from '../api/lib/web-crypto-secrets'
import { accessTokenKind, bearerToken, bodyRefreshTokenKind, decodeJwtPayload, isUsable } from './token-kind'

// Tokens signed by the API itself (server and demo configuration), read back by the worker.
async function ports(demo: boolean): Promise<ApiPorts> {
  return {
    secrets: await createWebCryptoSecrets({ jwtSecret: 'test-secret', encryptionKey: 'k'.repeat(43) }),
    clock: { now: () => new Date() },
    ids: { uuid: () => crypto.randomUUID() },
    config: { publicUrl: 'http://localhost', acceptsDemoTokens: demo, issuesDemoTokens: demo },
  } as ApiPorts
}

const user = { id: 'user-ü-1', role: 'user' as const }

describe('accessTokenKind', () => {
  it('reads a real token: user id and expiry', async () => {
    const token = await createAccessTokens(await ports(false)).sign(user, 'session')
    const kind = accessTokenKind(token)
    expect(kind).toMatchObject({ kind: 'real', userId: 'user-ü-1', token })
    const expiresAt = kind.kind === 'real' ? (kind.expiresAt ?? 0) : 0
    expect(Math.abs(expiresAt - (Date.now() + 900_000))).toBeLessThan(5_000)
    expect(isUsable(kind, Date.now())).toBe(true)
    expect(isUsable(kind, expiresAt - 10_000)).toBe(false)
  })

  it('recognises a demo token by its issuer', async () => {
    const token = await createAccessTokens(await ports(true)).sign(user, 'session')
    expect(decodeJwtPayload(token)).toMatchObject({ iss: 'sitekur-demo', demo: true })
    expect(accessTokenKind(token)).toEqual({ kind: 'demo' })
  })

  it('treats anything that is not a JWT with a subject as no token', () => {
    for (const token of [null, '', 'abc', 'a.b.c', 'x.eyJzdWIiOjF9.y', 'x.bnVsbA.y', 'x.W10.y']) {
      expect(accessTokenKind(token)).toEqual({ kind: 'none' })
    }
  })

  it('reads the bearer header', () => {
    expect(bearerToken(new Headers({ Authorization: 'Bearer a.b.c' }))).toBe('a.b.c')
    expect(bearerToken(new Headers({ Authorization: 'Basic x' }))).toBeNull()
    expect(bearerToken(new Headers())).toBeNull()
  })
})

describe('bodyRefreshTokenKind', () => {
  it('tells demo refresh tokens (issued by the emulation) from real ones', async () => {
    const demo = await createRefreshTokens({
      ...(await ports(true)),
      repos: { refreshTokens: { create: async (record: unknown) => record, deleteExpired: async () => 0 } },
    } as unknown as ApiPorts).start('u1')
    const real = await createRefreshTokens({
      ...(await ports(false)),
      repos: { refreshTokens: { create: async (record: unknown) => record, deleteExpired: async () => 0 } },
    } as unknown as ApiPorts).start('u1')
    expect(bodyRefreshTokenKind(JSON.stringify({ refreshToken: demo.token }))).toBe('demo')
    expect(bodyRefreshTokenKind(JSON.stringify({ action: 'refresh', refresh_token: real.token }))).toBe(
      'real',
    )
    expect(bodyRefreshTokenKind(JSON.stringify({ email: 'a@b.c' }))).toBe('none')
    expect(bodyRefreshTokenKind('not json')).toBe('none')
  })
})
