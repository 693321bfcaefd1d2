// The create and edit dialogs' form (docs/rules/packages.md#create): typed text in, the package input
// out. An unparsable price reads as 0 (and is refused with the server's words); an empty yearly price or
// code is left to the server (ten months; the name as a slug); a limit that cannot be read falls back
// to 1 (10 for bandwidth). The feature list always keeps one row.
import { defaultPackageLimitations, type Package } from '../../../api/packages/package.shared'
import { packageMessages, type PackageInput } from '../../../api/packages/package-admin.shared'
import { LIMIT_FALLBACKS, cleanFeatures } from '../../../api/packages/package-rules.shared'

type Limitations = Package['limitations']
type LimitField = keyof typeof LIMIT_FALLBACKS

export interface PackageFormValues {
  code: string
  name: string
  price: string
  yearlyPrice: string
  currency: Package['currency']
  description: string
  features: string[]
  limits: Record<LimitField, string>
  support: Limitations['support']
  customDomain: boolean
  sslCertificate: boolean
  analytics: boolean
  backups: boolean
  isPopular: boolean
  isActive: boolean
  showOnDashboard: boolean
  color: Package['color']
  icon: Package['icon']
}

export const LIMIT_FIELDS = ['websites', 'storage', 'bandwidth', 'emailAccounts'] as const

const limitsOf = (limitations: Limitations): Record<LimitField, string> => ({
  websites: String(limitations.websites),
  storage: String(limitations.storage),
  bandwidth: String(limitations.bandwidth),
  emailAccounts: String(limitations.emailAccounts),
})

/** The create dialog's defaults: TRY, the default limitations, active, blue, crown. */
export const emptyPackageForm = (): PackageFormValues => ({
  code: '',
  name: '',
  price: '',
  yearlyPrice: '',
  currency: 'TRY',
  description: '',
  features: [''],
  limits: limitsOf(defaultPackageLimitations),
  support: defaultPackageLimitations.support,
  customDomain: defaultPackageLimitations.customDomain,
  sslCertificate: defaultPackageLimitations.sslCertificate,
  analytics: defaultPackageLimitations.analytics,
  backups: defaultPackageLimitations.backups,
  isPopular: false,
  isActive: true,
  showOnDashboard: false,
  color: 'blue',
  icon: 'crown',
})

export const packageFormOf = (pkg: Package): PackageFormValues => ({
  code: pkg.code,
  name: pkg.name,
  price: String(pkg.price),
  yearlyPrice: String(pkg.yearlyPrice),
  currency: pkg.currency,
  description: pkg.description,
  features: pkg.features.length > 0 ? [...pkg.features] : [''],
  limits: limitsOf(pkg.limitations),
  support: pkg.limitations.support,
  customDomain: pkg.limitations.customDomain,
  sslCertificate: pkg.limitations.sslCertificate,
  analytics: pkg.limitations.analytics,
  backups: pkg.limitations.backups,
  isPopular: pkg.isPopular,
  isActive: pkg.isActive,
  showOnDashboard: pkg.showOnDashboard,
  color: pkg.color,
  icon: pkg.icon,
})

/** Whole units from what was typed ('1.299' and '1299' are 1299); anything else is 0. */
export function parsePrice(text: string): number {
  const digits = text.trim().replace(/[.\s₺]/gu, '')
  return /^\d{1,9}$/u.test(digits) ? Number(digits) : 0
}

function parseLimit(text: string, field: LimitField): number {
  const value = Number(text.trim())
  return Number.isInteger(value) && value >= 0 && text.trim() !== '' ? value : LIMIT_FALLBACKS[field]
}

export function packageInputOf(values: PackageFormValues): PackageInput {
  const code = values.code.trim()
  return {
    ...(code ? { code } : {}),
    name: values.name.trim(),
    price: parsePrice(values.price),
    ...(values.yearlyPrice.trim() ? { yearlyPrice: parsePrice(values.yearlyPrice) } : {}),
    currency: values.currency,
    description: values.description.trim(),
    features: cleanFeatures(values.features),
    limitations: {
      websites: parseLimit(values.limits.websites, 'websites'),
      storage: parseLimit(values.limits.storage, 'storage'),
      bandwidth: parseLimit(values.limits.bandwidth, 'bandwidth'),
      emailAccounts: parseLimit(values.limits.emailAccounts, 'emailAccounts'),
      support: values.support,
      customDomain: values.customDomain,
      sslCertificate: values.sslCertificate,
      analytics: values.analytics,
      backups: values.backups,
    },
    isPopular: values.isPopular,
    isActive: values.isActive,
    showOnDashboard: values.showOnDashboard,
    color: values.color,
    icon: values.icon,
  }
}

/** What the form can tell before sending, with the server's words; the server checks again. */
export function checkPackageForm(values: PackageFormValues): string | null {
  const input = packageInputOf(values)
  if (!input.name || !input.price) return packageMessages.required
  if (input.features?.length === 0) return packageMessages.featureRequired
  return null
}

/** The feature rows after removing one: never fewer than one row. */
export const withoutFeature = (features: readonly string[], index: number): string[] => {
  const rest = features.filter((_, i) => i !== index)
  return rest.length > 0 ? rest : ['']
}
