// The settings screen's fields, tab by tab (docs/rules/system-settings.md#the-screen): one declaration
// each, rendered by settings-field.tsx. `shownWhen` names the switch a section depends on.
import type { AdminSettings } from '../../../api/settings/settings-admin.shared'
import { SETTINGS_FIELD_LABELS, SETTINGS_LIMITS } from '../../../api/settings/settings-admin.shared'

export type SettingsTabId =
  'general' | 'security' | 'notifications' | 'performance' | 'integrations' | 'advanced'

export const SETTINGS_TABS: ReadonlyArray<{ id: SettingsTabId; label: string }> = [
  { id: 'general', label: 'Genel' },
  { id: 'security', label: 'Güvenlik' },
  { id: 'notifications', label: 'Bildirimler' },
  { id: 'performance', label: 'Performans' },
  { id: 'integrations', label: 'Entegrasyonlar' },
  { id: 'advanced', label: 'Gelişmiş' },
]

type Key = keyof AdminSettings
interface Base {
  key: Key
  label: string
  description?: string
  shownWhen?: Key
}
export type SettingsFieldSpec = Base &
  (
    | { kind: 'text' | 'email' | 'url' | 'tel' | 'password' }
    | { kind: 'number'; min: number; max: number }
    | { kind: 'switch' }
    | { kind: 'select'; options: ReadonlyArray<{ value: string; label: string }> }
  )

const L = SETTINGS_LIMITS
/** The server's names of the fields (its messages say them too). */
const F = SETTINGS_FIELD_LABELS

export const SETTINGS_FIELDS: Record<Exclude<SettingsTabId, 'advanced'>, readonly SettingsFieldSpec[]> = {
  general: [
    { key: 'siteName', label: 'Site adı', kind: 'text', description: 'E-postaların gönderen adı.' },
    { key: 'siteUrl', label: F.siteUrl, kind: 'url' },
    { key: 'adminEmail', label: F.adminEmail, kind: 'email' },
    { key: 'supportEmail', label: F.supportEmail, kind: 'email' },
    { key: 'whatsappNumber', label: 'WhatsApp destek hattı', kind: 'tel' },
    {
      key: 'theme',
      label: 'Varsayılan tema',
      kind: 'select',
      description: 'Kendi tercihi olmayan ziyaretçilerin teması.',
      options: [
        { value: 'light', label: 'Açık' },
        { value: 'dark', label: 'Koyu' },
        { value: 'auto', label: 'Sistem' },
      ],
    },
    {
      key: 'language',
      label: F.language,
      kind: 'select',
      description: 'Ekranlar şimdilik yalnızca Türkçe.',
      options: [
        { value: 'tr', label: 'Türkçe' },
        { value: 'en', label: 'English' },
        { value: 'de', label: 'Deutsch' },
      ],
    },
    {
      key: 'timezone',
      label: F.timezone,
      kind: 'select',
      options: [
        { value: 'Europe/Istanbul', label: 'İstanbul (UTC+3)' },
        { value: 'Europe/London', label: 'Londra' },
        { value: 'America/New_York', label: 'New York' },
      ],
    },
    { key: 'currency', label: 'Para birimi', kind: 'text' },
    {
      key: 'maintenanceMode',
      label: F.maintenanceMode,
      kind: 'switch',
      description: 'Açıkken siteye yalnızca yöneticiler erişebilir.',
    },
  ],
  security: [
    { key: 'registrationEnabled', label: 'Yeni kayıtlara izin ver', kind: 'switch' },
    { key: 'passwordMinLength', label: F.passwordMinLength, kind: 'number', ...L.passwordMinLength },
    {
      key: 'sessionTimeout',
      label: 'Oturum zaman aşımı (dakika)',
      kind: 'number',
      ...L.sessionTimeout,
      description: 'Bu süre boyunca kullanılmayan oturum sona erer.',
    },
    { key: 'twoFactorAuth', label: 'Yöneticiler için iki faktörlü doğrulama', kind: 'switch' },
    { key: 'sslEnabled', label: F.sslEnabled, kind: 'switch' },
    { key: 'rateLimitEnabled', label: F.rateLimitEnabled, kind: 'switch' },
    {
      key: 'maxRequestsPerMinute',
      label: F.maxRequestsPerMinute,
      kind: 'number',
      ...L.maxRequestsPerMinute,
      shownWhen: 'rateLimitEnabled',
    },
  ],
  notifications: [
    { key: 'emailNotifications', label: F.emailNotifications, kind: 'switch' },
    { key: 'smsNotifications', label: F.smsNotifications, kind: 'switch' },
    { key: 'smtpHost', label: 'SMTP sunucusu', kind: 'text', shownWhen: 'emailNotifications' },
    {
      key: 'smtpPort',
      label: F.smtpPort,
      kind: 'number',
      min: 1,
      max: 65535,
      shownWhen: 'emailNotifications',
    },
    { key: 'smtpUsername', label: F.smtpUsername, kind: 'text', shownWhen: 'emailNotifications' },
    { key: 'smtpPassword', label: F.smtpPassword, kind: 'password', shownWhen: 'emailNotifications' },
    {
      key: 'smtpEncryption',
      label: F.smtpEncryption,
      kind: 'select',
      shownWhen: 'emailNotifications',
      options: [
        { value: 'none', label: 'Yok' },
        { value: 'tls', label: 'TLS (STARTTLS)' },
        { value: 'ssl', label: 'SSL' },
      ],
    },
  ],
  performance: [
    { key: 'cacheEnabled', label: F.cacheEnabled, kind: 'switch' },
    { key: 'cdnEnabled', label: F.cdnEnabled, kind: 'switch' },
    { key: 'maxFileSize', label: 'Maksimum dosya boyutu (MB)', kind: 'number', ...L.maxFileSize },
    { key: 'autoBackup', label: F.autoBackup, kind: 'switch' },
    {
      key: 'backupFrequency',
      label: F.backupFrequency,
      kind: 'select',
      shownWhen: 'autoBackup',
      options: [
        { value: 'hourly', label: 'Saatlik' },
        { value: 'daily', label: 'Günlük' },
        { value: 'weekly', label: 'Haftalık' },
        { value: 'monthly', label: 'Aylık' },
      ],
    },
  ],
  integrations: [
    {
      key: 'paymentGateway',
      label: F.paymentGateway,
      kind: 'select',
      options: [
        { value: 'iyzico', label: 'iyzico' },
        { value: 'paytr', label: 'PayTR' },
        { value: 'stripe', label: 'Stripe' },
        { value: 'paypal', label: 'PayPal' },
      ],
    },
    {
      key: 'bankTransferDetails',
      label: F.bankTransferDetails,
      kind: 'text',
      description: 'Ödeme sekmesinde havale/EFT için gösterilir: banka, alıcı adı ve IBAN.',
    },
    {
      key: 'billingGraceDays',
      label: F.billingGraceDays,
      kind: 'number',
      description:
        'Son ödeme gününden bu kadar gün sonra ödenmemiş faturası olan müşterinin siteleri askıya alınır.',
      ...L.billingGraceDays,
    },
    {
      key: 'renewalLeadDays',
      label: F.renewalLeadDays,
      kind: 'number',
      description: 'Aboneliğin sonraki döneminin faturası dönem bitmeden bu kadar gün önce kesilir.',
      ...L.renewalLeadDays,
    },
    { key: 'analyticsEnabled', label: F.analyticsEnabled, kind: 'switch' },
    { key: 'cookieConsent', label: F.cookieConsent, kind: 'switch' },
    { key: 'apiKey', label: F.apiKey, kind: 'password' },
    { key: 'webhookUrl', label: F.webhookUrl, kind: 'url' },
  ],
}
