import { sql } from 'drizzle-orm'
import { index } from 'drizzle-orm/pg-core'
import {
  accountInvitationResource,
  twoFactorCredentialResource,
} from '../../../api/security/account-security-resources'
import { emailVerificationResource } from '../../../api/auth/email-verification-resource'
import { passwordResetResource } from '../../../api/auth/password-reset-resource'
import { refreshTokenResource } from '../../../api/auth/refresh-token-resource'
import { packageResource } from '../../../api/packages/package-resource'
import { userResource } from '../../../api/users/user-resource'
import { resourceTable } from './resource-table'

// Accounts, sessions and email verification: derived from the declarations, plus what SQL alone knows.

export const packages = resourceTable(packageResource, {
  defaults: {
    currency: 'TRY',
    description: '',
    features: [],
    isPopular: false,
    isActive: true,
    showOnDashboard: false,
    color: 'blue',
    icon: 'crown',
  },
})

export const users = resourceTable(userResource, {
  defaults: {
    role: 'user',
    status: 'active',
    subscription: 'free',
    subscriptionStatus: 'active',
    contactPreferences: { email: true, sms: false, whatsapp: true, phone: false },
  },
  indexes: (t) => ({ packageId: index('users_package_idx').on(t.packageId) }),
})

export const refreshTokens = resourceTable(refreshTokenResource, {
  indexes: (t) => ({
    familyId: index('refresh_tokens_family_idx').on(t.familyId),
    parentId: index('refresh_tokens_parent_idx').on(t.parentId),
    userId: index('refresh_tokens_user_idx').on(t.userId),
    expiresAt: index('refresh_tokens_expires_idx').on(t.expiresAt),
  }),
})

// The pending verification of a user (the newest row counts; resend updates it in place).
export const emailVerifications = resourceTable(emailVerificationResource, {
  defaults: { failedAttempts: 0 },
  indexes: (t) => ({
    userId: index('email_verifications_user_idx').on(t.userId, t.createdAt),
    email: index('email_verifications_email_idx').on(sql`lower(${t.email})`),
  }),
})

export const twoFactorCredentials = resourceTable(twoFactorCredentialResource, {
  defaults: { recoveryCodes: [], lastUsedStep: 0 },
})

export const accountInvitations = resourceTable(accountInvitationResource)

// Forgotten-password resets (docs/rules/accounts-and-sign-in.md#forgotten-password).
export const passwordResets = resourceTable(passwordResetResource, { defaults: { failedAttempts: 0 } })
