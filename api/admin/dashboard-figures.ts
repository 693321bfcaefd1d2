import type { LiveDashboardStats } from '../documented-calls/live-mysql.shared'
import type { Services } from '../services'

/**
 * docs/rules/admin-back-office.md#dashboard-figures: users, sites, subscriptions and revenue, and the
 * requests waiting or done. The dashboard reads them with the overview in one call; the documented
 * `sitekur-live-mysql.php?action=dashboard_stats` answers the same figures.
 */
export async function dashboardFigures(
  services: Pick<Services, 'stats' | 'websiteRequests'>,
): Promise<LiveDashboardStats> {
  const [base, requests] = await Promise.all([services.stats.dashboard(), services.websiteRequests.stats()])
  return {
    totalUsers: base.totalUsers,
    activeWebsites: base.activeWebsites,
    monthlyRevenue: base.monthlyRevenue,
    activeSubscriptions: base.activeSubscriptions,
    pendingRequests: requests.pending,
    completedRequests: requests.completed,
    totalRevenue: requests.totalRevenue,
  }
}
