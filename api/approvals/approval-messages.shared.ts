import type { ApprovalRecord, ApprovalStatus, ApprovalType } from './approval.shared'

// The approvals' words (docs/rules/approvals.md): the server's messages, the labels of types, statuses and
// fields, and the phrase that confirms an account deletion. No schemas here, so a screen that shows a
// label does not load the approvals' zod schemas.

/** What a Google-only account (no password) types to confirm its deletion. */
export const ACCOUNT_DELETION_PHRASE = 'HESABIMI SİL'

/** The typed phrase, compared the Turkish way ('hesabımı sil' matches), spaces around it ignored. */
export function deletionPhraseMatches(typed: string | undefined): boolean {
  const normal = (text: string) => text.trim().toLocaleUpperCase('tr-TR')
  return typed !== undefined && normal(typed) === normal(ACCOUNT_DELETION_PHRASE)
}

export const APPROVAL_TYPE_LABELS: Readonly<Record<ApprovalType, string>> = {
  profile_update: 'Profil güncelleme',
  website_change: 'Website değişikliği',
  subscription_change: 'Plan değişikliği',
  account_deletion: 'Hesap silme',
}

/**
 * A website_change that asks the team to publish the owner's saved changes
 * (docs/rules/publishing.md#publishing-by-approval), not to change the domain.
 */
export const isPublishRequest = (approval: Pick<ApprovalRecord, 'type' | 'requestedData'>): boolean =>
  approval.type === 'website_change' && approval.requestedData.publish === true

/** A request's kind in words: its type's label, or 'Yayın' for a publication request. */
export const approvalLabel = (approval: Pick<ApprovalRecord, 'type' | 'requestedData'>): string =>
  isPublishRequest(approval) ? 'Yayın' : APPROVAL_TYPE_LABELS[approval.type]

export const APPROVAL_STATUS_LABELS: Readonly<Record<ApprovalStatus, string>> = {
  pending: 'Bekliyor',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
  withdrawn: 'Geri çekildi',
}

/** The requested and current values' labels, for the admin's diff and the customer's list. */
export const APPROVAL_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Ad',
  email: 'E-posta',
  domain: 'Alan adı',
  packageId: 'Paket kimliği',
  subscription: 'Plan',
  price: 'Aylık ücret (₺)',
  period: 'Ödeme dönemi',
  websites: 'Website sayısı',
  deleteAccount: 'Hesap silinsin',
  // A publication asked for (docs/rules/publishing.md#publishing-by-approval).
  site: 'Website',
  publish: 'Değişiklikler yayınlansın',
  description: 'Açıklama',
  template: 'Şablon',
  category: 'Kategori',
  design: 'Tasarım',
  socialLinks: 'Sosyal medya',
  contactInfo: 'İletişim bilgileri',
  seoTitle: 'SEO başlığı',
  seoDescription: 'SEO açıklaması',
  seoKeywords: 'Anahtar kelimeler',
  logo: 'Logo',
  favicon: 'Favicon',
  gallery: 'Galeri',
  pages: 'Sayfalar',
}

/** A publication's row for one page's sections: the prefix, then the page's name. */
export const PAGE_FIELD_PREFIX = 'page:'

/** A field's label in the diff: its own, a page's 'Sayfa: Hakkımızda', or the field's name. */
export function approvalFieldLabel(field: string): string {
  if (field.startsWith(PAGE_FIELD_PREFIX)) return `Sayfa: ${field.slice(PAGE_FIELD_PREFIX.length).trim()}`
  return Object.hasOwn(APPROVAL_FIELD_LABELS, field) ? (APPROVAL_FIELD_LABELS[field] ?? field) : field
}

export const approvalMessages = {
  notFound: 'Onay talebi bulunamadı.',
  created: 'Talebiniz alındı. Yönetici onayından sonra uygulanacak.',
  withdrawn: 'Talebiniz geri çekildi.',
  approved: 'Talep onaylandı ve değişiklik uygulandı.',
  rejected: 'Talep reddedildi.',
  duplicate: 'Bu konuda onay bekleyen bir talebiniz zaten var. Yenisini göndermek için önce onu geri çekin.',
  notPending:
    'Bu talep artık beklemede değil; başka bir yönetici sonuçlandırmış ya da geri çekilmiş olabilir.',
  onlyPendingWithdrawn: 'Yalnızca bekleyen talepler geri çekilebilir.',
  rejectReasonRequired: 'Red nedeni belirtmeniz gerekiyor.',
  approveFailed: 'Talep onaylanırken bir hata oluştu.',
  rejectFailed: 'Talep reddedilirken bir hata oluştu.',
  unknownField: 'Bu talep türünde değiştirilemeyen bir alan gönderildi.',
  invalidValue: 'Talep edilen değerlerden biri geçersiz.',
  nothingChanged: 'İstenen değerler mevcut değerlerle aynı.',
  nameRequired: 'Ad alanı boş olamaz.',
  nameTooLong: 'Ad en fazla 120 karakter olabilir.',
  targetRequired: 'Alan adı değiştirilecek websiteyi seçin.',
  domainRequired: 'Yeni alan adını girin.',
  packageRequired: 'Geçmek istediğiniz planı seçin.',
  packageUnavailable: 'Bu plan artık sunulmuyor.',
  samePackage: 'Zaten bu plandasınız.',
  sameEmail: 'Bu zaten hesabınızın e-posta adresi.',
  emailCodeRequired: 'Yeni e-posta adresinize gönderilen 6 haneli doğrulama kodunu girin.',
  emailCodeSent: 'Doğrulama kodu yeni e-posta adresinize gönderildi.',
  emailCodeAttempts: 'Çok fazla hatalı deneme yapıldı. Lütfen yeni bir kod isteyin.',
  passwordRequired: 'Hesabınızı silmek için şifrenizi girin.',
  passwordWrong: 'Şifreniz hatalı.',
  confirmationRequired: `Hesabınızı silmek için '${ACCOUNT_DELETION_PHRASE}' yazın.`,
  targetGone: 'Talebin ilgili olduğu kayıt artık yok; talep yalnızca reddedilebilir.',
  domainChangeByRequest:
    "Alan adı bu ekrandan değiştirilemez. 'Alan adı değişikliği iste' ile talep oluşturun; yönetici onayladığında uygulanır.",
  closedByDeletion: 'Hesap silindiği için talep kapatıldı.',
  publishRequested: 'Değişiklikleriniz onaya gönderildi. Ekibimiz onayladığında sitenizde yayınlanacak.',
  publishRequestUpdated:
    'Yayın isteğiniz son kaydettiğiniz değişikliklerle güncellendi; ekibimiz onayladığında sitenizde yayınlanacak.',
  publishStale:
    'Müşteri bu istekten sonra sitesini yeniden düzenledi; onaylanırsa incelenmemiş değişiklikler yayınlanırdı. Müşteri “Yayına gönder”e yeniden bastığında istek güncellenir.',
  nothingToPublish: 'Sitenizde yayınlanmamış bir değişiklik yok.',
} as const
