// The choices of the settings' option fields (docs/rules/system-settings.md#fields).
export const BACKUP_FREQUENCIES = ['hourly', 'daily', 'weekly', 'monthly'] as const
export const THEMES = ['light', 'dark', 'auto'] as const
export const LANGUAGES = ['tr', 'en', 'de'] as const
export const TIMEZONES = ['Europe/Istanbul', 'Europe/London', 'America/New_York'] as const
/** The platform's time zone until the settings name another: every date the app shows is written in it. */
export const DEFAULT_TIMEZONE = 'Europe/Istanbul' satisfies (typeof TIMEZONES)[number]
export const PAYMENT_GATEWAYS = ['iyzico', 'paytr', 'stripe', 'paypal'] as const
export const SMTP_ENCRYPTIONS = ['none', 'tls', 'ssl'] as const
