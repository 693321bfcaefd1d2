import { and, eq } from 'drizzle-orm'
import type { UsersRepository } from '../../api/ports/auth-repositories'
import type { UserRecord } from '../../api/schemas/user'
import type { Db } from '../db/database'
import { users } from '../db/schema/users'
import { toIso, toIsoOrNull } from './convert'
import { crudRepository } from './crud'

type UserRow = typeof users.$inferSelect

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as UserRecord['role'],
    status: row.status as UserRecord['status'],
    subscription: row.subscription,
    subscriptionStatus: row.subscriptionStatus as UserRecord['subscriptionStatus'],
    subscriptionExpiry: toIsoOrNull(row.subscriptionExpiry),
    packageId: row.packageId,
    phone: row.phone,
    avatar: row.avatar,
    contactPreferences: row.contactPreferences,
    passwordHash: row.passwordHash,
    emailVerifiedAt: toIsoOrNull(row.emailVerifiedAt),
    googleIssuer: row.googleIssuer,
    googleSubject: row.googleSubject,
    lastLoginAt: toIsoOrNull(row.lastLoginAt),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  }
}

export function usersRepository(db: Db): UsersRepository {
  const crud = crudRepository(db, {
    table: users,
    id: users.id,
    columns: {
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      subscription: users.subscription,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionExpiry: users.subscriptionExpiry,
      packageId: users.packageId,
      phone: users.phone,
      emailVerifiedAt: users.emailVerifiedAt,
      googleIssuer: users.googleIssuer,
      googleSubject: users.googleSubject,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    },
    searchColumns: [users.name, users.email],
    defaultOrder: users.createdAt,
    timestampFields: ['subscriptionExpiry', 'emailVerifiedAt', 'lastLoginAt', 'createdAt', 'updatedAt'],
    toRecord,
  })
  return {
    ...crud,
    async findByEmail(email) {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1)
      return row ? toRecord(row) : null
    },
    async findByGoogleIdentity(issuer, subject) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.googleIssuer, issuer), eq(users.googleSubject, subject)))
        .limit(1)
      return row ? toRecord(row) : null
    },
  }
}
