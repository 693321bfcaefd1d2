import type { UserRecord } from '../users/user.shared'

/** Who made a change and from where: recorded in the activity log and the audit trail. */
export interface Actor {
  /** Null: a visitor (sign-up) or the system (a scheduled job). */
  id: string | null
  name: string
  email: string
  ip: string | null
}

export const SYSTEM_ACTOR: Actor = { id: null, name: 'Sistem', email: '', ip: null }

export function actorOf(user: Pick<UserRecord, 'id' | 'name' | 'email'> | null, ip: string | null): Actor {
  if (!user) return { ...SYSTEM_ACTOR, ip }
  return { id: user.id, name: user.name, email: user.email, ip }
}

/** The actor's fields of an activity entry (who, their id, from where). */
export function activityActor(actor: Actor): {
  userId: string | null
  user: string
  userEmail: string
  ipAddress: string | null
} {
  return { userId: actor.id, user: actor.name, userEmail: actor.email, ipAddress: actor.ip }
}
