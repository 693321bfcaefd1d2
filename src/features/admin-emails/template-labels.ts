// The templates' Turkish labels: their types and the placeholders' buttons.
import type { EmailTemplateType } from '../../../api/email-templates/email-template-kinds.shared'

export const TEMPLATE_TYPE_LABELS: Record<EmailTemplateType, string> = {
  welcome: 'Hoş geldin',
  notification: 'Bildirim',
  marketing: 'Pazarlama',
  system: 'Sistem',
}

export const PLACEHOLDER_LABELS: Record<string, string> = {
  name: 'Ad',
  email: 'E-posta',
  subscription: 'Plan',
  date: 'Tarih',
  code: 'Kod',
  link: 'Bağlantı',
  websiteName: 'Website adı',
  requestNumber: 'Talep no',
  status: 'Durum',
  statusMessage: 'Durum açıklaması',
  invoiceNumber: 'Fatura no',
  subtotal: 'Ara toplam',
  taxRate: 'KDV oranı',
  tax: 'KDV',
  total: 'Toplam',
  dueDate: 'Son ödeme',
  attachmentNote: 'Ek notu',
  days: 'Gün',
}
