import { SESSION_RESOURCE, SETTINGS_RESOURCE, SIGNED_OUT, type LiveEvent } from './live-event.shared'

// Who sees which live event, in which shape (docs/rules/live-updates.md#who-receives-what).

export type LiveAudience = { kind: 'admin'; userId: string } | { kind: 'customer'; userId: string }

/**
 * The event as this audience receives it, or null when it is not theirs. Admins receive every event
 * with its activity entry. A customer receives only the events naming them, reduced to what changed
 * (resource, record, action, time): no activity entry, no other customers' ids.
 */
export function eventForAudience(audience: LiveAudience, event: LiveEvent): LiveEvent | null {
  if (audience.kind === 'admin') return event
  if (!event.userIds.includes(audience.userId)) return null
  return {
    id: event.id,
    at: event.at,
    resource: event.resource,
    recordId: event.recordId,
    action: event.action,
    userIds: [audience.userId],
  }
}

/** The event that ends `userId`'s sessions (suspension, deletion, sign-out everywhere). */
export function isSignedOutEvent(event: LiveEvent, userId: string): boolean {
  return event.resource === SESSION_RESOURCE && event.action === SIGNED_OUT && event.userIds.includes(userId)
}

/**
 * A change that may have ended someone's session without saying so: the stream then checks its own
 * session again (a user changed, a security event, any session event).
 */
export function mayEndSessions(event: LiveEvent): boolean {
  return (
    event.resource === SESSION_RESOURCE ||
    // A settings change (two-factor made mandatory for admins) may end an admin's stream.
    event.resource === SETTINGS_RESOURCE ||
    event.resource === 'users' ||
    event.resource === 'refreshTokens' ||
    event.entry?.type === 'user' ||
    event.entry?.type === 'security'
  )
}

/** The signed-out event a stream sends itself when it finds its session ended. */
export function signedOutEvent(userId: string, at: string): LiveEvent {
  return {
    id: crypto.randomUUID(),
    at,
    resource: SESSION_RESOURCE,
    recordId: null,
    action: SIGNED_OUT,
    userIds: [userId],
  }
}
