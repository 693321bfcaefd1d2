import type { ApiPorts, Repositories } from '../ports'
import { randomToken, sha256Hex } from '../lib/crypto'
import type { RefreshTokenRecord } from './auth-records.shared'
import { UNKNOWN_CLIENT, type SignInClient } from '../security/sign-in-client'
import { DEMO_REFRESH_TOKEN_PREFIX } from './demo-tokens'
import type { SystemSettings } from '../settings/settings.shared'

export const DEFAULT_REFRESH_TOKEN_TTL_DAYS = 30
/** A rotated token presented again within this many seconds is a parallel tab, not a theft. */
export const REFRESH_GRACE_SECONDS = 10

export type RotationResult =
  | { ok: true; token: string; record: RefreshTokenRecord }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' }

// Opaque refresh tokens, stored as SHA-256 hashes. Each login starts a family; each refresh rotates
// the presented token into a child. Presenting a rotated token again revokes the whole family
// (token theft), except for the immediate parent of a live token within REFRESH_GRACE_SECONDS: two
// tabs refreshing with the same token each get their own child and both stay signed in.
export function createRefreshTokens(ports: ApiPorts, settings?: () => Promise<SystemSettings>) {
  const ttlMs = (ports.config.refreshTokenTtlDays ?? DEFAULT_REFRESH_TOKEN_TTL_DAYS) * 86_400_000
  let lastSweep = 0

  // Housekeeping at most hourly: tokens expired for a day are of no use, not even as reuse evidence.
  async function sweep(now: Date) {
    if (now.getTime() - lastSweep < 3_600_000) return
    lastSweep = now.getTime()
    await ports.repos.refreshTokens.deleteExpired(new Date(now.getTime() - 86_400_000).toISOString())
  }

  async function issue(
    repos: Repositories,
    userId: string,
    familyId: string,
    parentId: string | null,
    client: SignInClient,
  ): Promise<{ token: string; record: RefreshTokenRecord }> {
    // Demo tokens are recognisable, so the service worker can keep a demo session in the emulation.
    const token = `${ports.config.issuesDemoTokens ? DEMO_REFRESH_TOKEN_PREFIX : ''}${randomToken(32)}`
    const now = ports.clock.now()
    const record = await repos.refreshTokens.create({
      id: ports.ids.uuid(),
      userId,
      familyId,
      parentId,
      tokenHash: await sha256Hex(token),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
      rotatedAt: null,
      revokedAt: null,
      userAgent: client.userAgent,
      ipAddress: client.ipAddress,
    })
    return { token, record }
  }

  async function isGraceReuse(record: RefreshTokenRecord, now: Date): Promise<boolean> {
    if (!record.rotatedAt) return false
    if (now.getTime() - new Date(record.rotatedAt).getTime() > REFRESH_GRACE_SECONDS * 1000) return false
    // Only the immediate parent of a live token: none of its children may have rotated already
    // (no child yet is fine: the parallel request that rotated it may still be creating it).
    const children = await ports.repos.refreshTokens.listChildren(record.id)
    return children.every((child) => child.rotatedAt === null && !child.revokedAt)
  }

  /**
   * The session went idle longer than the settings' sessionTimeout (minutes): its last token was issued
   * (or last rotated) that long ago (docs/rules/system-settings.md#session-timeout).
   */
  async function isIdle(record: RefreshTokenRecord, now: Date): Promise<boolean> {
    if (!settings) return false
    const { sessionTimeout } = await settings()
    const lastUse = new Date(record.rotatedAt ?? record.createdAt).getTime()
    return now.getTime() - lastUse > sessionTimeout * 60_000
  }

  return {
    /** Starts a new family (login, verification) on the signing-in device. */
    async start(userId: string, client: SignInClient = UNKNOWN_CLIENT) {
      await sweep(ports.clock.now())
      return issue(ports.repos, userId, ports.ids.uuid(), null, client)
    },

    async find(token: string): Promise<RefreshTokenRecord | null> {
      return ports.repos.refreshTokens.findByHash(await sha256Hex(token))
    },

    async rotate(token: string): Promise<RotationResult> {
      const repos = ports.repos
      const record = await repos.refreshTokens.findByHash(await sha256Hex(token))
      if (!record) return { ok: false, reason: 'unknown' }
      const now = ports.clock.now()
      if (record.revokedAt) return { ok: false, reason: 'revoked' }
      if (new Date(record.expiresAt).getTime() <= now.getTime()) return { ok: false, reason: 'expired' }
      if (await isIdle(record, now)) return { ok: false, reason: 'expired' }
      if (record.rotatedAt === null) {
        // Winner or loser of a parallel refresh (compare-and-set): both get a child of this token;
        // the loser is a tab refreshing in the same instant, the grace case by definition.
        await repos.refreshTokens.markRotated(record.id, now.toISOString())
        return { ok: true, ...(await issue(repos, record.userId, record.familyId, record.id, record)) }
      }
      if (await isGraceReuse(record, now)) {
        return { ok: true, ...(await issue(repos, record.userId, record.familyId, record.id, record)) }
      }
      await repos.refreshTokens.revokeFamily(record.familyId, now.toISOString())
      ports.logger.warn('refresh token reuse: family revoked', {
        userId: record.userId,
        familyId: record.familyId,
      })
      return { ok: false, reason: 'reused' }
    },

    revokeFamily(familyId: string) {
      return ports.repos.refreshTokens.revokeFamily(familyId, ports.clock.now().toISOString())
    },

    revokeAllForUser(userId: string) {
      return ports.repos.refreshTokens.revokeAllForUser(userId, ports.clock.now().toISOString())
    },

    /** The session (family) is live and belongs to `userId`: a token cannot borrow another's session. */
    isSessionActive(familyId: string, userId: string) {
      return ports.repos.refreshTokens.isFamilyActive(familyId, ports.clock.now().toISOString(), userId)
    },
  }
}
export type RefreshTokens = ReturnType<typeof createRefreshTokens>
