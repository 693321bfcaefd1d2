import type { ActivityService } from '../activity/activity-service'
import { activityActor, type Actor } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { refreshTokenResource } from '../auth/refresh-token-resource'
import { ApiError } from '../lib/http'
import type { ApiPorts, Repositories } from '../ports'
import type { RefreshTokenRecord } from '../auth/auth-records.shared'
import type { SessionSummary } from './sessions.shared'
import { deviceName } from './user-agent'

// A user's sessions (docs/rules/account-security.md#sessions): one per refresh-token family that still
// has a token neither revoked nor expired — the same test the guards apply (isFamilyActive). Closing
// one revokes its family, so its access tokens are refused on their next call.

export const SESSIONS_RESOURCE = 'sessions'
export const sessionMessages = {
  notFound: 'Oturum bulunamadı.',
  closed: 'Oturum kapatıldı.',
  othersClosed: (count: number) =>
    count === 0 ? 'Kapatılacak başka oturum yok.' : `Diğer ${count} oturum kapatıldı.`,
}

/** The open sessions of `userId`, most recently used first. */
export async function openSessions(
  repos: Repositories,
  userId: string,
  now: Date,
  currentFamilyId: string | null,
): Promise<SessionSummary[]> {
  const tokens = await repos.resource(refreshTokenResource).list({ filter: { userId, revokedAt: null } })
  const families = new Map<string, RefreshTokenRecord[]>()
  for (const token of tokens) families.set(token.familyId, [...(families.get(token.familyId) ?? []), token])
  const sessions: SessionSummary[] = []
  for (const [familyId, family] of families) {
    if (!family.some((token) => Date.parse(token.expiresAt) > now.getTime())) continue
    const byAge = [...family].sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    const first = byAge[0]
    const newest = byAge[byAge.length - 1]
    if (!first || !newest) continue
    sessions.push({
      id: familyId,
      device: deviceName(newest.userAgent),
      ipAddress: newest.ipAddress,
      createdAt: first.createdAt,
      lastUsedAt: newest.createdAt,
      current: familyId === currentFamilyId,
    })
  }
  return sessions.sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt))
}

interface Deps {
  ports: ApiPorts
  activity: ActivityService
  audit: AuditService
}

async function closeFamilies(deps: Deps, actor: Actor, userId: string, familyIds: string[], action: string) {
  const at = deps.ports.clock.now().toISOString()
  await deps.ports.repos.transaction(async (repos) => {
    for (const familyId of familyIds) {
      await repos.refreshTokens.revokeFamily(familyId, at)
      const change = { actor, resource: 'refreshTokens', recordId: familyId }
      await deps.audit.updated(repos, change, { revokedAt: null }, { revokedAt: at })
    }
    await deps.activity.log(
      {
        ...activityActor(actor),
        action,
        details:
          familyIds.length === 1
            ? `${actor.email} bir oturumunu kapattı.`
            : `${actor.email} ${familyIds.length} oturumunu kapattı.`,
        type: 'security',
        severity: 'info',
        subject: {
          resource: SESSIONS_RESOURCE,
          recordId: familyIds.length === 1 ? (familyIds[0] ?? null) : null,
          userIds: [userId],
        },
      },
      repos,
    )
  })
}

/** Signs one session of the user out (their current one too, if they ask). */
export async function closeSession(deps: Deps, actor: Actor, userId: string, familyId: string) {
  const now = deps.ports.clock.now()
  const open = await openSessions(deps.ports.repos, userId, now, null)
  if (!open.some((session) => session.id === familyId)) throw new ApiError(404, sessionMessages.notFound)
  await closeFamilies(deps, actor, userId, [familyId], 'Oturum kapatıldı')
}

/** Signs every other session of the user out; the calling one stays. Returns how many closed. */
export async function closeOtherSessions(deps: Deps, actor: Actor, userId: string, currentFamilyId: string) {
  const open = await openSessions(deps.ports.repos, userId, deps.ports.clock.now(), currentFamilyId)
  const others = open.filter((session) => !session.current).map((session) => session.id)
  if (others.length > 0) await closeFamilies(deps, actor, userId, others, 'Diğer oturumlar kapatıldı')
  return others.length
}

/** The signed-in user's sessions (GET and DELETE /api/me/sessions). */
export function createSessionService(deps: Deps) {
  return {
    /** The open sessions of `userId`; `currentFamilyId` is marked current. */
    open: (userId: string, currentFamilyId: string | null) =>
      openSessions(deps.ports.repos, userId, deps.ports.clock.now(), currentFamilyId),
    close: (actor: Actor, userId: string, familyId: string) => closeSession(deps, actor, userId, familyId),
    closeOthers: (actor: Actor, userId: string, currentFamilyId: string) =>
      closeOtherSessions(deps, actor, userId, currentFamilyId),
  }
}
export type SessionService = ReturnType<typeof createSessionService>
