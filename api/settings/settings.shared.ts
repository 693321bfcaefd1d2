import { z } from 'zod'
import { DEFAULT_SUPPORT_WHATSAPP } from './public-settings.shared'
import {
  BACKUP_FREQUENCIES,
  DEFAULT_TIMEZONE,
  LANGUAGES,
  PAYMENT_GATEWAYS,
  SMTP_ENCRYPTIONS,
  THEMES,
  TIMEZONES,
} from './settings-options.shared'

export { BACKUP_FREQUENCIES, LANGUAGES, PAYMENT_GATEWAYS, SMTP_ENCRYPTIONS, THEMES, TIMEZONES }

// docs/rules/system-settings.md#fields. Every field has a default so stored values can be merged
// over the defaults (an older stored object stays valid when fields are added).
export const systemSettingsSchema = z.object({
  siteName: z.string().default('SiteKur'),
  siteUrl: z.string().default(''),
  adminEmail: z.string().default(''),
  supportEmail: z.string().default(''),
  whatsappNumber: z.string().default(DEFAULT_SUPPORT_WHATSAPP),
  maintenanceMode: z.boolean().default(false),
  registrationEnabled: z.boolean().default(true),
  emailNotifications: z.boolean().default(true),
  smsNotifications: z.boolean().default(false),
  autoBackup: z.boolean().default(true),
  backupFrequency: z.enum(BACKUP_FREQUENCIES).default('daily'),
  maxFileSize: z.number().int().min(1).default(10),
  sessionTimeout: z.number().int().min(1).default(30),
  passwordMinLength: z.number().int().min(6).max(128).default(8),
  twoFactorAuth: z.boolean().default(false),
  sslEnabled: z.boolean().default(true),
  cdnEnabled: z.boolean().default(false),
  cacheEnabled: z.boolean().default(true),
  analyticsEnabled: z.boolean().default(true),
  cookieConsent: z.boolean().default(true),
  theme: z.enum(THEMES).default('light'),
  language: z.enum(LANGUAGES).default('tr'),
  timezone: z.enum(TIMEZONES).default(DEFAULT_TIMEZONE),
  currency: z.string().default('TRY'),
  paymentGateway: z.enum(PAYMENT_GATEWAYS).default('iyzico'),
  /** Days after an invoice's due day before the customer's sites are suspended (docs/rules/invoices-and-plans.md#dunning). */
  billingGraceDays: z.number().int().min(1).default(14),
  /** Days before a period ends that its renewal invoice is issued (docs/rules/invoices-and-plans.md#renewals). */
  renewalLeadDays: z.number().int().min(1).default(7),
  /** Shown on Ödeme when no card gateway is configured (docs/rules/invoices-and-plans.md#card-payments). */
  bankTransferDetails: z.string().default(''),
  smtpHost: z.string().default(''),
  smtpPort: z.number().int().min(1).max(65535).default(587),
  smtpUsername: z.string().default(''),
  smtpPassword: z.string().default(''),
  smtpEncryption: z.enum(SMTP_ENCRYPTIONS).default('tls'),
  apiKey: z.string().default(''),
  webhookUrl: z.string().default(''),
  rateLimitEnabled: z.boolean().default(true),
  maxRequestsPerMinute: z.number().int().min(1).default(100),
})
export type SystemSettings = z.infer<typeof systemSettingsSchema>

export const defaultSystemSettings: SystemSettings = systemSettingsSchema.parse({})
