import type { User, UserRecord } from './user.shared'

// The wire view of a user: no password hash, no Google subject; the snake_case aliases the
// customer-side client reads (package_id, created_at) next to the camelCase fields.
export function toUser(record: UserRecord): User {
  return {
    id: record.id,
    name: record.name,
    email: record.email,
    role: record.role,
    status: record.status,
    subscription: record.subscription,
    subscriptionStatus: record.subscriptionStatus,
    subscriptionExpiry: record.subscriptionExpiry,
    packageId: record.packageId,
    package_id: record.packageId,
    phone: record.phone,
    avatar: record.avatar,
    contactPreferences: record.contactPreferences,
    emailVerified: record.emailVerifiedAt !== null,
    lastLoginAt: record.lastLoginAt,
    lastLogin: record.lastLoginAt,
    createdAt: record.createdAt,
    created_at: record.createdAt,
    updatedAt: record.updatedAt,
  }
}
