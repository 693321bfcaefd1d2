import { ApiError } from '../lib/http'
import { loadCatalogue, packageInCatalogue } from '../packages/user-package'
import type { Repositories } from '../ports'
import { notificationAdminMessages as m } from './notification-admin.shared'
import type { NotificationRecord } from './notification.shared'
import type { PackageRecord } from '../packages/package.shared'
import { sameName } from '../packages/package-rules.shared'
import type { UserRecord } from '../users/user.shared'

// Who a notification reaches (docs/rules/notifications.md#recipients): active customers only (admins,
// suspended and pending accounts are never recipients); `all` is every one of them, `specific` the one
// whose e-mail the target names, `subscription` those whose package (api/packages/user-package.ts) is
// the one the target names.

const PAGE = 500

type Target = Pick<NotificationRecord, 'target' | 'targetValue'>

/** The active customer with this e-mail, or null. */
export async function findCustomer(repos: Repositories, email: string): Promise<UserRecord | null> {
  const user = await repos.users.findByEmail(email.trim().toLowerCase())
  return user && user.role === 'user' && user.status === 'active' ? user : null
}

/** The package a subscription target names (its id, or its name the Turkish way), or null. */
export async function findTargetPackage(repos: Repositories, value: string): Promise<PackageRecord | null> {
  const catalogue = await loadCatalogue(repos)
  return (
    catalogue.find((pkg) => pkg.id === value) ?? catalogue.find((pkg) => sameName(pkg.name, value)) ?? null
  )
}

/** Checks a target before it is stored; answers the value to store (a lower-cased e-mail, a package id). */
export async function checkTarget(repos: Repositories, target: Target): Promise<string | null> {
  const value = target.targetValue?.trim() ?? ''
  if (target.target === 'all') return null
  if (target.target === 'specific') {
    if (!value) throw new ApiError(400, m.specificEmail)
    if (!(await findCustomer(repos, value))) throw new ApiError(400, m.unknownCustomer)
    return value.toLowerCase()
  }
  if (!value) throw new ApiError(400, m.planRequired)
  const pkg = await findTargetPackage(repos, value)
  if (!pkg) throw new ApiError(400, m.unknownPlan)
  return pkg.id
}

/** Every active customer, a page at a time. */
async function* activeCustomers(repos: Repositories): AsyncGenerator<UserRecord> {
  for (let offset = 0; ; offset += PAGE) {
    const page = await repos.users.list({
      filter: { role: 'user', status: 'active' },
      orderBy: { field: 'createdAt', direction: 'asc' },
      limit: PAGE,
      offset,
    })
    yield* page
    if (page.length < PAGE) return
  }
}

/** The recipients of a notification now (a target that no longer resolves has none). */
export async function* recipientsOf(repos: Repositories, target: Target): AsyncGenerator<UserRecord> {
  const value = target.targetValue ?? ''
  if (target.target === 'specific') {
    const user = value ? await findCustomer(repos, value) : null
    if (user) yield user
    return
  }
  if (target.target === 'all') {
    yield* activeCustomers(repos)
    return
  }
  const catalogue = await loadCatalogue(repos)
  for await (const user of activeCustomers(repos)) {
    if (packageInCatalogue(catalogue, user)?.id === value) yield user
  }
}
