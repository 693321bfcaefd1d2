import type { BillingPeriod, PackageRecord } from './package.shared'

// The package catalogue's pure rules, shared by the server, the offline demo and the screens
// (docs/rules/packages.md).

/** The customer-view preview shows this many features, then '+N özellik daha'. */
export const PREVIEW_FEATURE_COUNT = 5

/** The admin's create dialog: limit inputs fall back to these when a field cannot be read. */
export const LIMIT_FALLBACKS = { websites: 1, storage: 1, emailAccounts: 1, bandwidth: 10 } as const

/** What a package costs for one period, in whole units: `price` a month, `yearlyPrice` a year. */
export function priceFor(pkg: Pick<PackageRecord, 'price' | 'yearlyPrice'>, period: BillingPeriod): number {
  return period === 'yearly' ? pkg.yearlyPrice : pkg.price
}

/** A new package's yearly price when none is given: ten months, two months free (docs/rules/packages.md#create). */
export const defaultYearlyPrice = (monthly: number) => monthly * 10

/** A package's code from its name: 'Pro Plan' → 'pro-plan', 'Kurumsal Şube' → 'kurumsal-sube', '' → 'paket'. */
export function codeFromName(name: string): string {
  const folded = name
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşü]/gu, (letter) => ({ ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' })[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 31)
    .replace(/-+$/u, '')
  return folded || 'paket'
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
 * The catalogue's codes the older plan names stand for (docs/decisions/0031-one-price-catalogue.md): the
 * managed packages by their whole names, the dashboard plans, and the customer side's plan keys. Looked up
 * by the whole text lower-cased first ('premium plan' → vision), then by its plan key ('Premium' → scale).
 */
export const LEGACY_PLAN_CODES: Readonly<Record<string, string>> = {
  'basic plan': 'launch',
  'pro plan': 'scale',
  'premium plan': 'vision',
  temel: 'launch',
  premium: 'scale',
  kurumsal: 'vision',
  basic: 'launch',
  pro: 'scale',
  professional: 'scale',
  enterprise: 'vision',
}

/** The code a subscription text stands for: its own text when it is a code, else a legacy name's; or null. */
export function planCodeOf(subscription: string | null | undefined): string | null {
  const whole = (subscription ?? '').trim().toLocaleLowerCase('en-US')
  const key = planKey(subscription)
  if (key === 'free') return null
  if (Object.hasOwn(LEGACY_PLAN_CODES, whole)) return LEGACY_PLAN_CODES[whole] ?? null
  if (Object.hasOwn(LEGACY_PLAN_CODES, key)) return LEGACY_PLAN_CODES[key] ?? null
  return whole
}

/** Names compared the Turkish way ('İSTANBUL' is 'istanbul'), ignoring surrounding spaces. */
export const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('tr-TR') === b.trim().toLocaleLowerCase('tr-TR')
