import type { ApiPorts } from '../ports'
import type { DashboardStats } from './stats.shared'

// Admin dashboard figures, counted in the store (not from a page of records).
export function createStatsService(ports: ApiPorts) {
  const { users, websites, packages } = ports.repos
  return {
    async dashboard(): Promise<DashboardStats> {
      const [
        totalUsers,
        pendingUsers,
        suspendedUsers,
        active,
        activeFree,
        totalWebsites,
        activeWebsites,
        pkgs,
      ] = await Promise.all([
        users.count(),
        users.count({ filter: { status: 'pending' } }),
        users.count({ filter: { status: 'suspended' } }),
        users.count({ filter: { subscriptionStatus: 'active' } }),
        users.count({ filter: { subscriptionStatus: 'active', subscription: 'free' } }),
        websites.count(),
        websites.count({ filter: { status: 'active' } }),
        packages.list({ limit: 500 }),
      ])
      const perPackage = await Promise.all(
        pkgs.map(async (pkg) => {
          const subscribers = await users.count({
            filter: { packageId: pkg.id, subscriptionStatus: 'active' },
          })
          return pkg.currency === 'TRY' ? subscribers * pkg.price : 0
        }),
      )
      return {
        totalUsers,
        activeWebsites,
        totalWebsites,
        monthlyRevenue: perPackage.reduce((sum, value) => sum + value, 0),
        activeSubscriptions: active - activeFree,
        pendingUsers,
        suspendedUsers,
      }
    },
  }
}
export type StatsService = ReturnType<typeof createStatsService>
