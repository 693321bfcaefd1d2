// The screen's Turkish names of a package's choices.
import type { Package } from '../../../api/packages/package.shared'

export const SUPPORT_LABELS: Record<Package['limitations']['support'], string> = {
  email: 'E-posta desteği',
  chat: 'Canlı destek',
  priority: 'Öncelikli destek',
}

export const COLOR_LABELS: Record<Package['color'], string> = {
  blue: 'Mavi',
  green: 'Yeşil',
  purple: 'Mor',
  orange: 'Turuncu',
  red: 'Kırmızı',
}

export const ICON_LABELS: Record<Package['icon'], string> = {
  crown: 'Taç',
  zap: 'Şimşek',
  globe: 'Küre',
  shield: 'Kalkan',
  star: 'Yıldız',
}

export const OPTION_LABELS = {
  customDomain: 'Özel alan adı',
  sslCertificate: 'SSL sertifikası',
  analytics: 'Analiz',
  backups: 'Yedekleme',
} as const

export const LIMIT_LABELS = {
  websites: 'Website sayısı',
  storage: 'Depolama (GB)',
  bandwidth: 'Bant genişliği (GB)',
  emailAccounts: 'E-posta hesabı',
} as const

/** The card colour's accent (a border and the badge). */
export const COLOR_ACCENTS: Record<Package['color'], string> = {
  blue: 'border-t-blue-600',
  green: 'border-t-emerald-600',
  purple: 'border-t-violet-600',
  orange: 'border-t-orange-500',
  red: 'border-t-red-600',
}

export const formatCount = (value: number) => new Intl.NumberFormat('tr-TR').format(value)
