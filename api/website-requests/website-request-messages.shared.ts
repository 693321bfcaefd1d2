import { builderMessages } from '../builder/builder-messages.shared'

export const websiteRequestMessages = {
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
}

/** The answer to a new request: each origin's form has its own confirmation. */
export function createdMessage(source: 'form' | 'wizard' | 'prompt' | 'builder' | undefined): string {
  if (source === 'builder') return builderMessages.created
  return source === 'prompt' ? websiteRequestMessages.promptCreated : websiteRequestMessages.created
}
