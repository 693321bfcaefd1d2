// Turkish labels of a notification's type, target, status and a recipient's delivery state.
import type { StatusLabel } from '../../lib/status-labels'

export const TYPE_LABELS = { email: 'E-posta', sms: 'SMS', push: 'Push', system: 'Sistem' } as const
export const TARGET_LABELS = {
  all: 'Tüm kullanıcılar',
  specific: 'Belirli kullanıcı',
  subscription: 'Abonelik',
} as const

export const STATUS_LABELS: Readonly<Record<string, StatusLabel>> = {
  draft: { label: 'Taslak', tone: 'slate' },
  scheduled: { label: 'Zamanlandı', tone: 'amber' },
  sending: { label: 'Gönderiliyor', tone: 'blue' },
  sent: { label: 'Gönderildi', tone: 'green' },
}

export const DELIVERY_LABELS: Readonly<Record<string, StatusLabel>> = {
  queued: { label: 'Sırada', tone: 'slate' },
  sent: { label: 'Gönderildi', tone: 'green' },
  failed: { label: 'Başarısız', tone: 'red' },
  read: { label: 'Okundu', tone: 'blue' },
  logged: { label: 'Kaydedildi', tone: 'amber' },
}

export const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }))
