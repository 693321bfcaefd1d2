import { z } from 'zod'
import { idSchema, moneySchema, timestampSchema } from '../lib/common.shared'

export const packageLimitationsSchema = z.object({
  websites: z.number().int().min(0),
  storage: z.number().int().min(0),
  bandwidth: z.number().int().min(0),
  emailAccounts: z.number().int().min(0),
  support: z.enum(['email', 'chat', 'priority']),
  customDomain: z.boolean(),
  sslCertificate: z.boolean(),
  analytics: z.boolean(),
  backups: z.boolean(),
})
export type PackageLimitations = z.infer<typeof packageLimitationsSchema>

/** A package's stable slug ('launch'): lowercase letters, digits and single hyphens, at most 40 characters. */
export const PACKAGE_CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const packageCodeSchema = z.string().min(1).max(40).regex(PACKAGE_CODE_PATTERN)

/** The two billing periods a customer can pay a package by: `price` a month, `yearlyPrice` a year. */
export const billingPeriodSchema = z.enum(['monthly', 'yearly'])
export type BillingPeriod = z.infer<typeof billingPeriodSchema>

export const packageSchema = z.object({
  id: idSchema,
  /** Stable and unique: links (`#/register?plan=scale`), aliases and the seed find a package by it. */
  code: packageCodeSchema,
  name: z.string(),
  /** The price of one month, in whole units, net of KDV (docs/rules/packages.md#fields). */
  price: moneySchema,
  /** The price of a whole year paid at once (by default ten months: two months free). */
  yearlyPrice: moneySchema,
  currency: z.enum(['TRY', 'USD', 'EUR']),
  description: z.string(),
  features: z.array(z.string()),
  limitations: packageLimitationsSchema,
  isPopular: z.boolean(),
  isActive: z.boolean(),
  /** Offered on the customers' Ödeme plan cards (docs/decisions/0014-one-package-catalogue.md). */
  showOnDashboard: z.boolean(),
  color: z.enum(['blue', 'green', 'purple', 'orange', 'red']),
  icon: z.enum(['crown', 'zap', 'globe', 'shield', 'star']),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
})
export type PackageRecord = z.infer<typeof packageSchema>

/** What the API answers for a package: the stored record and its real subscriber count. */
export const packageViewSchema = packageSchema.extend({ subscriberCount: z.number().int().min(0) })
export type Package = z.infer<typeof packageViewSchema>

export const defaultPackageLimitations: PackageLimitations = {
  websites: 1,
  storage: 1,
  bandwidth: 10,
  emailAccounts: 1,
  support: 'email',
  customDomain: false,
  sslCertificate: true,
  analytics: false,
  backups: false,
}
