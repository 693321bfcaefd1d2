import type { ActivityService } from '../activity/activity-service'
import { activityActor, actorOf } from '../audit/actor'
import type { UserRecord } from '../users/user.shared'

// Sign-ins are security events in the activity log (docs/rules/activity-and-audit.md#sign-ins).

/** How the user proved who they are, as the entry's details say it. */
export type SignInMethod = 'şifre' | 'Google' | 'e-posta doğrulaması' | 'demo'

const METHOD_DETAILS: Record<SignInMethod, string> = {
  şifre: 'e-posta ve şifreyle',
  Google: 'Google ile',
  'e-posta doğrulaması': 'e-posta adresini doğrulayarak',
  demo: 'çevrimdışı demoda',
}

export function logSignIn(
  activity: ActivityService,
  user: UserRecord,
  ip: string | null,
  method: SignInMethod,
): Promise<void> {
  return activity.log({
    ...activityActor(actorOf(user, ip)),
    action: 'Giriş yapıldı',
    details: `${user.email} ${METHOD_DETAILS[method]} giriş yaptı.`,
    type: 'security',
    severity: 'success',
    subject: { resource: 'users', recordId: user.id, userIds: [user.id] },
  })
}

/**
 * A wrong password (or a suspended account) for an existing account. Logged once per client address
 * and account per limiter window (`failuresFromClient` is that window's count): repeats are what the
 * limiter counts, and a flood of failures must not push the rest of the log out of its cap. Unknown
 * addresses are not logged for the same reason.
 */
export async function logFailedSignIn(
  activity: ActivityService,
  user: UserRecord,
  ip: string | null,
  failuresFromClient: number,
): Promise<void> {
  if (failuresFromClient !== 1) return
  const reason = user.status === 'suspended' ? 'hesap askıya alınmış' : 'şifre hatalı'
  // Whoever typed the password is not known to be the account's owner: the entry names no actor.
  await activity.log({
    ...activityActor(actorOf(null, ip)),
    user: 'Ziyaretçi',
    action: 'Başarısız giriş denemesi',
    details: `${user.email}: ${reason}.`,
    type: 'security',
    severity: 'warning',
    subject: { resource: 'users', recordId: user.id },
  })
}
