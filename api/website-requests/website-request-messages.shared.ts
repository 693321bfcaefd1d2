import { builderMessages } from '../builder/builder-messages.shared'

export const websiteRequestMessages = {
  packageNotFound: 'Seçilen paket bulunamadı: lütfen sunulan paketlerden birini seçin.',
  nameRequired: 'Lütfen website adını girin',
  emailInvalid: 'Geçerli bir email adresi girin.',
  seoTitleTooLong: 'SEO başlığı en fazla 60 karakter olabilir.',
  metaDescriptionTooLong: 'Meta açıklama en fazla 160 karakter olabilir.',
  created: 'Website talebiniz başarıyla gönderildi. En kısa sürede size dönüş yapacağız.',
  promptCreated: 'Website talebi başarıyla oluşturuldu!',
  notFound: 'Website talebi bulunamadı.',
  /** Every failed status change: docs/rules/website-requests.md#status-changes. */
  statusFailed: 'Status güncellenirken hata oluştu',
  statusUpdated: (label: string) => `Talep "${label}" olarak işaretlendi.`,
  /** A rejection's reason (rejection-reason.shared.ts): required, sent to the customer. */
  rejectionReasonRequired: 'Talebi reddetmek için bir neden yazın; neden müşteriye iletilir.',
  rejectionReasonTooShort: (min: number) => `Red nedeni en az ${min} karakter olmalı.`,
  rejectionReasonTooLong: (max: number) => `Red nedeni en fazla ${max} karakter olabilir.`,
}

/** The answer to a new request: each origin's form has its own confirmation. */
export function createdMessage(source: 'form' | 'wizard' | 'prompt' | 'builder' | undefined): string {
  if (source === 'builder') return builderMessages.created
  return source === 'prompt' ? websiteRequestMessages.promptCreated : websiteRequestMessages.created
}
