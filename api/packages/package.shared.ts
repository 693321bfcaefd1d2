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

export const packageSchema = z.object({
  id: idSchema,
  name: z.string(),
  price: moneySchema,
  currency: z.enum(['TRY', 'USD', 'EUR']),
  billingPeriod: z.enum(['monthly', 'yearly']),
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
