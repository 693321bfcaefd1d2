import type { ActivityService } from '../../activity/activity-service'
import type { ApiPorts, Repositories } from '../../ports'
import { emailSchema } from '../../lib/common.shared'
import { cutText } from '../../lib/unicode-text.shared'
import type { GoogleSignInErrorCode } from './google-sign-in.shared'
import { newUserRecord, type UserRecord } from '../../users/user.shared'
import type { OidcIdentity } from './oidc-provider'
import { subscriptionResource } from '../../subscriptions/subscription-resource'

export class GoogleSignInError extends Error {
  constructor(readonly code: GoogleSignInErrorCode) {
    super(code)
    this.name = 'GoogleSignInError'
  }
}

// The account behind a Google identity: found by (issuer, subject); else the account with the same
// address, linked when the provider has verified that address; else a new, verified account. An
// address in ADMIN_EMAILS makes an admin with the premium plan; everyone else starts on the free plan
// (or on the plan a sign-up passed to the start: ./sign-up-plan.ts, for a new account only).
export function createGoogleAccounts(ports: ApiPorts, activity: ActivityService, adminEmails: string[]) {
  const admins = new Set(adminEmails.map((email) => email.trim().toLowerCase()))

  function adminPatch(email: string): Partial<UserRecord> {
    if (!admins.has(email)) return {}
    return { role: 'admin', subscription: 'premium', subscriptionStatus: 'active' }
  }

  async function link(tx: Repositories, user: UserRecord, identity: OidcIdentity, now: string, ip: string) {
    if (user.googleSubject) throw new GoogleSignInError('account_conflict')
    // An account never verified may have been registered by someone else with this address: the
    // address owner (proven by Google) takes it over, and the unproven password is dropped.
    const patch: Partial<UserRecord> = {
      googleIssuer: identity.issuer,
      googleSubject: identity.subject,
      avatar: user.avatar ?? identity.picture,
      updatedAt: now,
      ...adminPatch(user.email),
    }
    if (!user.emailVerifiedAt) {
      Object.assign(patch, { emailVerifiedAt: now, status: 'active', passwordHash: null })
      // So is the plan that registration chose: it waited for the address to be proven, and the owner
      // picks their own (docs/rules/invoices-and-plans.md#registration).
      const chosen = await tx.resource(subscriptionResource).findById(user.id)
      if (chosen?.status === 'pending') await tx.resource(subscriptionResource).delete(user.id)
    }
    const linked = await tx.users.update(user.id, patch)
    if (!linked) throw new GoogleSignInError('server_error')
    await activity.log(
      {
        userId: linked.id,
        user: linked.name,
        userEmail: linked.email,
        action: 'Google hesabı bağlandı',
        details: `${linked.email} hesabına Google ile giriş bağlandı.`,
        type: 'security',
        severity: 'info',
        ipAddress: ip,
        subject: { resource: 'users', recordId: linked.id, userIds: [linked.id] },
      },
      tx,
    )
    return linked
  }

  async function create(tx: Repositories, identity: OidcIdentity, email: string, now: string, ip: string) {
    const name = cutText(identity.name ?? email.split('@')[0] ?? email, 120)
    const user = await tx.users.create(
      newUserRecord(
        { id: ports.ids.uuid(), name, email, at: now },
        {
          avatar: identity.picture,
          emailVerifiedAt: now,
          googleIssuer: identity.issuer,
          googleSubject: identity.subject,
          ...adminPatch(email),
        },
      ),
    )
    await activity.log(
      {
        userId: user.id,
        user: user.name,
        userEmail: user.email,
        subject: { resource: 'users', recordId: user.id },
        action: 'Google ile yeni kullanıcı kaydı',
        details: `${user.email} Google ile kayıt oldu${user.role === 'admin' ? ' (admin)' : ''}.`,
        type: 'user',
        severity: 'success',
        ipAddress: ip,
      },
      tx,
    )
    return user
  }

  return {
    /**
     * The signed-in account, and whether this sign-in created it; throws GoogleSignInError when the
     * identity may not sign in.
     */
    async signIn(identity: OidcIdentity, ip: string): Promise<{ user: UserRecord; created: boolean }> {
      return ports.repos.transaction(async (tx) => {
        const now = ports.clock.now().toISOString()
        const known = await tx.users.findByGoogleIdentity(identity.issuer, identity.subject)
        if (known) {
          if (known.status === 'suspended') throw new GoogleSignInError('account_suspended')
          const promoted = adminPatch(known.email)
          if (!('role' in promoted) || known.role === 'admin') return { user: known, created: false }
          const user = (await tx.users.update(known.id, { ...promoted, updatedAt: now })) ?? known
          return { user, created: false }
        }
        const email = emailSchema.safeParse(identity.email ?? '')
        if (!email.success || !identity.emailVerified) throw new GoogleSignInError('email_unverified')
        const existing = await tx.users.findByEmail(email.data)
        if (existing?.status === 'suspended') throw new GoogleSignInError('account_suspended')
        if (existing) return { user: await link(tx, existing, identity, now, ip), created: false }
        return { user: await create(tx, identity, email.data, now, ip), created: true }
      })
    },
  }
}
