import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, instant, updatedAt } from './columns'
import { searchIndex, searchTextColumn } from './search-text'

// Accounts, sessions and email verification.

export type ContactPreferences = { email: boolean; sms: boolean; whatsapp: boolean; phone: boolean }

export type PackageLimitations = {
  websites: number
  storage: number
  bandwidth: number
  emailAccounts: number
  support: 'email' | 'chat' | 'priority'
  customDomain: boolean
  sslCertificate: boolean
  analytics: boolean
  backups: boolean
}

export const packages = pgTable(
  'packages',
  {
    id: id(),
    name: text('name').notNull(),
    // Integer TRY (or the package currency's main unit), never floats.
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('TRY'),
    billingPeriod: text('billing_period').notNull().default('monthly'),
    description: text('description').notNull().default(''),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    limitations: jsonb('limitations').$type<PackageLimitations>().notNull(),
    isPopular: boolean('is_popular').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    // Offered on the customers' plan cards (Ödeme).
    showOnDashboard: boolean('show_on_dashboard').notNull().default(false),
    color: text('color').notNull().default('blue'),
    icon: text('icon').notNull().default('crown'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchTextColumn('name', 'description'),
  },
  (t) => [
    index('packages_created_at_idx').on(t.createdAt),
    searchIndex('packages_search_trgm', t.searchText),
  ],
)

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    // Stored lower-cased; the unique index is on lower(email) so no mixed-case duplicate can slip in.
    email: text('email').notNull(),
    role: text('role').notNull().default('user'),
    status: text('status').notNull().default('active'),
    subscription: text('subscription').notNull().default('free'),
    subscriptionStatus: text('subscription_status').notNull().default('active'),
    subscriptionExpiry: instant('subscription_expiry'),
    packageId: text('package_id').references(() => packages.id, { onDelete: 'set null' }),
    phone: text('phone'),
    avatar: text('avatar'),
    contactPreferences: jsonb('contact_preferences')
      .$type<ContactPreferences>()
      .notNull()
      .default({ email: true, sms: false, whatsapp: true, phone: false }),
    passwordHash: text('password_hash'),
    emailVerifiedAt: instant('email_verified_at'),
    googleIssuer: text('google_issuer'),
    googleSubject: text('google_subject'),
    lastLoginAt: instant('last_login_at'),
    // Set when the user unsubscribed from marketing mail (docs/rules/email-campaigns.md#unsubscribe).
    marketingOptOutAt: instant('marketing_opt_out_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchTextColumn('name', 'email'),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_identity_unique').on(t.googleIssuer, t.googleSubject),
    index('users_role_idx').on(t.role),
    index('users_status_idx').on(t.status),
    index('users_subscription_idx').on(t.subscription),
    index('users_package_idx').on(t.packageId),
    index('users_created_at_idx').on(t.createdAt),
    searchIndex('users_search_trgm', t.searchText),
  ],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // SHA-256 of the opaque token; the token itself is never stored.
    tokenHash: text('token_hash').notNull(),
    familyId: text('family_id').notNull(),
    parentId: text('parent_id'),
    rotatedAt: instant('rotated_at'),
    revokedAt: instant('revoked_at'),
    // The device (User-Agent) and address the session was opened from, carried through rotation.
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_parent_idx').on(t.parentId),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
)

// The pending verification of a user (the newest row counts; resend updates it in place): the 6-digit
// code (hashed, 15 min; the failure count survives resends) and the single-use 128-bit link token (hashed).
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: instant('code_expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    voidedAt: instant('voided_at'),
    linkTokenHash: text('link_token_hash').notNull(),
    linkExpiresAt: instant('link_expires_at').notNull(),
    linkUsedAt: instant('link_used_at'),
    lastSentAt: instant('last_sent_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_verifications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('email_verifications_link_unique').on(t.linkTokenHash),
    index('email_verifications_email_idx').on(sql`lower(${t.email})`),
  ],
)

// Two-factor sign-in (TOTP): the encrypted secret, hashed single-use recovery codes and the last
// accepted time step (no replay). Pending until enabledAt is set.
export const twoFactorCredentials = pgTable(
  'two_factor_credentials',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretEncrypted: text('secret_encrypted').notNull(),
    enabledAt: instant('enabled_at'),
    recoveryCodes: jsonb('recovery_codes')
      .$type<{ hash: string; usedAt: string | null }[]>()
      .notNull()
      .default([]),
    lastUsedStep: integer('last_used_step').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('two_factor_credentials_user_unique').on(t.userId)],
)

// The set-password link of an account an admin created (single use; the token is stored hashed).
export const accountInvitations = pgTable(
  'account_invitations',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_invitations_token_unique').on(t.tokenHash),
    index('account_invitations_user_id_idx').on(t.userId),
  ],
)
