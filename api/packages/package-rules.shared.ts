import type { PackageRecord } from './package.shared'

// The package catalogue's pure rules, shared by the server, the offline demo and the screens
// (docs/rules/packages.md).

/** The customer-view preview shows this many features, then '+N özellik daha'. */
export const PREVIEW_FEATURE_COUNT = 5

/** The admin's create dialog: limit inputs fall back to these when a field cannot be read. */
export const LIMIT_FALLBACKS = { websites: 1, storage: 1, emailAccounts: 1, bandwidth: 10 } as const

/** What a package costs a month, in whole units: a yearly price counts as price / 12, rounded. */
export function monthlyPrice(pkg: Pick<PackageRecord, 'price' | 'billingPeriod'>): number {
  return pkg.billingPeriod === 'yearly' ? Math.round(pkg.price / 12) : pkg.price
}

/** The copy's name (docs/rules/packages.md#copy). */
export const copyName = (name: string) => `${name} (Kopya)`

/** '+3 özellik daha' under a preview card; null when every feature fits. */
export function moreFeaturesText(features: readonly string[]): string | null {
  const more = features.length - PREVIEW_FEATURE_COUNT
  return more > 0 ? `+${more} özellik daha` : null
}

/** The features to store: trimmed, empty rows dropped. */
export const cleanFeatures = (features: readonly string[]) =>
  features.map((feature) => feature.trim()).filter((feature) => feature !== '')

/**
 * The plan key of a user's `subscription` text: 'Basic Plan' → 'basic', 'PREMIUM' → 'premium',
 * nothing → 'free'. A trailing 'plan', 'planı', 'paket' or 'paketi' is ignored.
 */
export function planKey(subscription: string | null | undefined): string {
  // Plan keys are ASCII: under tr-TR 'PREMIUM' would become 'premıum' (dotless ı).
  const key = (subscription ?? '')
    .trim()
    .toLocaleLowerCase('en-US')
    .replace(/\s*(plan|planı|paket|paketi)$/u, '')
    .trim()
  return key === '' ? 'free' : key
}

/**
 * The dashboard plans the customer side's plan keys stand for (docs/rules/packages.md#the-users-package):
 * a user whose subscription says 'basic' is on Temel, and so on.
 */
export const DASHBOARD_PLAN_ALIASES: Readonly<Record<string, string>> = {
  basic: 'Temel',
  premium: 'Premium',
  enterprise: 'Kurumsal',
  pro: 'Kurumsal',
}

/** Names compared the Turkish way ('İSTANBUL' is 'istanbul'), ignoring surrounding spaces. */
export const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('tr-TR') === b.trim().toLocaleLowerCase('tr-TR')
