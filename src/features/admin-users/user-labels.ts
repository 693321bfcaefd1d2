// How the customers screen names statuses, roles and plans.
import type { User } from '../../../api/users/user.shared'
import type { StatusLabel } from '../../lib/status-labels'
import { defaultPackages } from '../../../api/packages/default-packages.shared'

export const USER_STATUS_LABELS: Readonly<Record<User['status'], StatusLabel>> = {
  active: { label: 'Aktif', tone: 'green' },
  suspended: { label: 'Askıda', tone: 'red' },
  pending: { label: 'Beklemede', tone: 'amber' },
}

export const USER_STATUSES = ['active', 'suspended', 'pending'] as const satisfies readonly User['status'][]

export const ROLE_LABELS: Readonly<Record<User['role'], string>> = { admin: 'Yönetici', user: 'Kullanıcı' }

/**
 * The back-office's plans: the free plan, then the default catalogue's packages (docs/decisions/0031);
 * a user's own other plan is offered beside them.
 */
export const PLANS: readonly string[] = ['free', ...defaultPackages.map((pkg) => pkg.name)]

export const planLabel = (plan: string) => (plan === 'free' ? 'Ücretsiz' : plan)

/** The plans a select offers: the known ones, plus `current` when it is another. */
export function planOptions(current?: string | null): string[] {
  return current && !PLANS.includes(current) ? [...PLANS, current] : [...PLANS]
}
