// How the customers screen names statuses, roles and plans.
import type { User } from '../../../api/users/user.shared'
import type { StatusLabel } from '../../lib/status-labels'

export const USER_STATUS_LABELS: Readonly<Record<User['status'], StatusLabel>> = {
  active: { label: 'Aktif', tone: 'green' },
  suspended: { label: 'Askıda', tone: 'red' },
  pending: { label: 'Beklemede', tone: 'amber' },
}

export const USER_STATUSES = ['active', 'suspended', 'pending'] as const satisfies readonly User['status'][]

export const ROLE_LABELS: Readonly<Record<User['role'], string>> = { admin: 'Yönetici', user: 'Kullanıcı' }

/** The back-office's plans (the free plan first); a user's own other plan is offered beside them. */
export const PLANS = ['free', 'Basic Plan', 'Pro Plan', 'Premium Plan'] as const

export const planLabel = (plan: string) => (plan === 'free' ? 'Ücretsiz' : plan)

/** The plans a select offers: the known ones, plus `current` when it is another. */
export function planOptions(current?: string | null): string[] {
  return current && !(PLANS as readonly string[]).includes(current) ? [...PLANS, current] : [...PLANS]
}
