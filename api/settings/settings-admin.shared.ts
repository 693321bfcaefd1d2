import { z } from 'zod'
import { MAINTENANCE_CODE, MAINTENANCE_MESSAGE } from './maintenance.shared'
import {
  BACKUP_FREQUENCIES,
  LANGUAGES,
  PAYMENT_GATEWAYS,
  SMTP_ENCRYPTIONS,
  systemSettingsSchema,
  THEMES,
  TIMEZONES,
  type SystemSettings,
} from './settings.shared'

// The admin's side of the system settings (docs/rules/system-settings.md): the input of PUT/PATCH
// /api/admin/settings with a Turkish message per field, and the answer, where the secrets are never
// sent back (only whether one is stored).

export const SECRET_SETTINGS = ['smtpPassword', 'apiKey'] as const
export type SecretSetting = (typeof SECRET_SETTINGS)[number]

/** Bounds the screen and the server share. */
export const SETTINGS_LIMITS = {
  maxFileSize: { min: 1, max: 100 },
  sessionTimeout: { min: 20, max: 1440 },
  passwordMinLength: { min: 6, max: 128 },
  maxRequestsPerMinute: { min: 10, max: 100_000 },
  billingGraceDays: { min: 1, max: 60 },
  renewalLeadDays: { min: 1, max: 30 },
} as const

export const settingsMessages = {
  saveFailed: 'Ayarlar kaydedilirken bir hata oluştu.',
  saved: 'Ayarlar başarıyla kaydedildi.',
  reset: 'Ayarlar varsayılan değerlere sıfırlandı.',
  siteName: 'Site adı 1-100 karakter olmalıdır.',
  url: (label: string) => `${label} http:// veya https:// ile başlayan geçerli bir adres olmalıdır.`,
  email: (label: string) => `${label} geçerli bir e-posta adresi olmalıdır.`,
  whatsappNumber: 'WhatsApp numarası yalnızca rakam, boşluk, +, -, ( ) içerebilir (en fazla 30 karakter).',
  flag: (label: string) => `${label} açık ya da kapalı olmalıdır.`,
  choice: (label: string) => `${label} için geçersiz seçim.`,
  range: (label: string, min: number, max: number, unit = '') =>
    `${label} ${min} ile ${max}${unit} arasında bir tam sayı olmalıdır.`,
  currency: 'Para birimi üç büyük harfli kod olmalıdır (ör. TRY).',
  smtpHost: 'SMTP sunucusu geçerli bir sunucu adı olmalıdır.',
  smtpPasswordForNewServer:
    'Kayıtlı SMTP şifresi yalnızca kaydedildiği sunucuyla (adres, port, şifreleme) kullanılır. Yeni sunucunun şifresini girin ya da kayıtlı şifreyi silin.',
  text: (label: string, max: number) => `${label} en fazla ${max} karakter olabilir.`,
  unknownField: (keys: readonly string[]) => `Bilinmeyen ayar alanı: ${keys.join(', ')}.`,
  maintenance: MAINTENANCE_MESSAGE,
  rateLimited: 'Çok fazla istek gönderildi. Lütfen bir dakika sonra tekrar deneyin.',
} as const

export { MAINTENANCE_CODE }

/** The fields' names: the server's messages say them, and the settings screen labels its fields with
 * them (where the screen says more, e.g. 'Varsayılan tema', it keeps its own words). */
export const SETTINGS_FIELD_LABELS = {
  siteUrl: 'Site adresi',
  adminEmail: 'Yönetici e-postası',
  supportEmail: 'Destek e-postası',
  maintenanceMode: 'Bakım modu',
  registrationEnabled: 'Kayıt',
  emailNotifications: 'E-posta bildirimleri',
  smsNotifications: 'SMS bildirimleri',
  autoBackup: 'Otomatik yedekleme',
  backupFrequency: 'Yedekleme sıklığı',
  maxFileSize: 'Maksimum dosya boyutu',
  sessionTimeout: 'Oturum zaman aşımı',
  passwordMinLength: 'Minimum şifre uzunluğu',
  twoFactorAuth: 'İki faktörlü doğrulama',
  sslEnabled: 'SSL',
  cdnEnabled: 'CDN',
  cacheEnabled: 'Önbellek',
  analyticsEnabled: 'Analitik',
  cookieConsent: 'Çerez onayı',
  theme: 'Tema',
  language: 'Dil',
  timezone: 'Saat dilimi',
  paymentGateway: 'Ödeme altyapısı',
  billingGraceDays: 'Ödeme için ek süre (gün)',
  renewalLeadDays: 'Yenileme faturası (dönem bitmeden kaç gün önce)',
  bankTransferDetails: 'Havale/EFT bilgileri',
  smtpPort: 'SMTP portu',
  smtpUsername: 'SMTP kullanıcı adı',
  smtpPassword: 'SMTP şifresi',
  smtpEncryption: 'SMTP şifreleme',
  apiKey: 'API anahtarı',
  webhookUrl: 'Webhook adresi',
  rateLimitEnabled: 'Hız sınırı',
  maxRequestsPerMinute: 'Dakikadaki maksimum istek',
} as const

const m = settingsMessages
const F = SETTINGS_FIELD_LABELS
const flag = (label: string) => z.boolean({ error: m.flag(label) })
const int = (label: string, min: number, max: number, unit = '') =>
  z
    .number({ error: m.range(label, min, max, unit) })
    .int({ error: m.range(label, min, max, unit) })
    .min(min, { error: m.range(label, min, max, unit) })
    .max(max, { error: m.range(label, min, max, unit) })
const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: m.choice(label) })
const optionalUrl = (label: string) =>
  z
    .string({ error: m.url(label) })
    .trim()
    .max(500, { error: m.url(label) })
    .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), { error: m.url(label) })
const optionalEmail = (label: string) =>
  z
    .string({ error: m.email(label) })
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: m.email(label) })
const text = (label: string, max: number) =>
  z.string({ error: m.text(label, max) }).max(max, { error: m.text(label, max) })
const L = SETTINGS_LIMITS
/** An object that names the keys it does not know in Turkish. */
const strict = <S extends z.ZodObject>(schema: S) =>
  z.strictObject(schema.shape as S['shape'], {
    error: (issue) => (issue.code === 'unrecognized_keys' ? m.unknownField(issue.keys) : undefined),
  })

/** Every field the admin may write, each with its Turkish message. */
export const settingsFieldsSchema = z.object({
  siteName: z
    .string({ error: m.siteName })
    .trim()
    .min(1, { error: m.siteName })
    .max(100, { error: m.siteName }),
  siteUrl: optionalUrl(F.siteUrl),
  adminEmail: optionalEmail(F.adminEmail),
  supportEmail: optionalEmail(F.supportEmail),
  whatsappNumber: z
    .string({ error: m.whatsappNumber })
    .trim()
    .regex(/^[0-9+\-() ]{0,30}$/, { error: m.whatsappNumber }),
  maintenanceMode: flag(F.maintenanceMode),
  registrationEnabled: flag(F.registrationEnabled),
  emailNotifications: flag(F.emailNotifications),
  smsNotifications: flag(F.smsNotifications),
  autoBackup: flag(F.autoBackup),
  backupFrequency: choice(BACKUP_FREQUENCIES, F.backupFrequency),
  maxFileSize: int(F.maxFileSize, L.maxFileSize.min, L.maxFileSize.max, ' MB'),
  sessionTimeout: int(F.sessionTimeout, L.sessionTimeout.min, L.sessionTimeout.max, ' dakika'),
  passwordMinLength: int(F.passwordMinLength, L.passwordMinLength.min, L.passwordMinLength.max),
  twoFactorAuth: flag(F.twoFactorAuth),
  sslEnabled: flag(F.sslEnabled),
  cdnEnabled: flag(F.cdnEnabled),
  cacheEnabled: flag(F.cacheEnabled),
  analyticsEnabled: flag(F.analyticsEnabled),
  cookieConsent: flag(F.cookieConsent),
  theme: choice(THEMES, F.theme),
  language: choice(LANGUAGES, F.language),
  timezone: choice(TIMEZONES, F.timezone),
  currency: z
    .string({ error: m.currency })
    .trim()
    .regex(/^[A-Z]{3}$/, { error: m.currency }),
  paymentGateway: choice(PAYMENT_GATEWAYS, F.paymentGateway),
  billingGraceDays: int(F.billingGraceDays, L.billingGraceDays.min, L.billingGraceDays.max, ' gün'),
  renewalLeadDays: int(F.renewalLeadDays, L.renewalLeadDays.min, L.renewalLeadDays.max, ' gün'),
  bankTransferDetails: text(F.bankTransferDetails, 500).trim(),
  smtpHost: z
    .string({ error: m.smtpHost })
    .trim()
    .regex(/^$|^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/, { error: m.smtpHost }),
  smtpPort: int(F.smtpPort, 1, 65535),
  smtpUsername: text(F.smtpUsername, 254),
  smtpPassword: text(F.smtpPassword, 256),
  smtpEncryption: choice(SMTP_ENCRYPTIONS, F.smtpEncryption),
  apiKey: text(F.apiKey, 256),
  webhookUrl: optionalUrl(F.webhookUrl),
  rateLimitEnabled: flag(F.rateLimitEnabled),
  maxRequestsPerMinute: int(F.maxRequestsPerMinute, L.maxRequestsPerMinute.min, L.maxRequestsPerMinute.max),
})

const clearFlags = {
  /** true: the stored SMTP password is removed (an empty or absent one keeps it). */
  clearSmtpPassword: z.boolean().optional(),
  clearApiKey: z.boolean().optional(),
}

/**
 * PUT: the whole configuration. The secrets may be left out or empty (the stored one stays); the
 * answer's read-only fields (`smtpPasswordSet`, `apiKeySet`) may be sent back and are ignored.
 */
export const settingsPutSchema = strict(
  settingsFieldsSchema.extend({
    smtpPassword: settingsFieldsSchema.shape.smtpPassword.optional(),
    apiKey: settingsFieldsSchema.shape.apiKey.optional(),
    smtpPasswordSet: z.boolean().optional(),
    apiKeySet: z.boolean().optional(),
    ...clearFlags,
  }),
)
export type SettingsPut = z.infer<typeof settingsPutSchema>

/** PATCH: only the fields sent. */
export const settingsPatchSchema = strict(
  settingsFieldsSchema
    .partial()
    .extend({ smtpPasswordSet: z.boolean().optional(), apiKeySet: z.boolean().optional(), ...clearFlags }),
)
export type SettingsPatch = z.infer<typeof settingsPatchSchema>

/** What GET answers: every field, the secrets as '' plus whether one is stored. */
export const adminSettingsSchema = systemSettingsSchema.extend({
  smtpPasswordSet: z.boolean(),
  apiKeySet: z.boolean(),
})
export type AdminSettings = z.infer<typeof adminSettingsSchema>

export const adminSettingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ settings: adminSettingsSchema }),
})

/** The settings as an admin may read them. */
export function toAdminSettings(settings: SystemSettings): AdminSettings {
  return {
    ...settings,
    smtpPassword: '',
    apiKey: '',
    smtpPasswordSet: settings.smtpPassword !== '',
    apiKeySet: settings.apiKey !== '',
  }
}

/** POST /api/admin/settings/smtp-test: the submitted SMTP values, or none (the saved ones). */
export const smtpTestSchema = strict(
  settingsFieldsSchema
    .pick({ smtpHost: true, smtpPort: true, smtpUsername: true, smtpPassword: true, smtpEncryption: true })
    .partial(),
)
export type SmtpTestInput = z.infer<typeof smtpTestSchema>

export const smtpTestResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
})

export const smtpTestMessages = {
  ok: 'SMTP bağlantısı başarılı.',
  noHost: 'SMTP sunucusu girilmemiş.',
  failed: (reason: string) => `SMTP bağlantısı kurulamadı: ${reason}`,
  unavailable: 'Bağlantı testi çevrimdışı demoda yapılamaz.',
  passwordForNewServer:
    'Kayıtlı SMTP şifresi yalnızca kaydedildiği sunucuyla (adres, port, şifreleme) kullanılır. Bu sunucuyu test etmek için şifresini girin.',
} as const
