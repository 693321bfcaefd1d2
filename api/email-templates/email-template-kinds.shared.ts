import { INFORMATIONAL_NOTICE } from '../invoices/invoice-labels.shared'

// The kinds of e-mail template (docs/rules/email-templates.md#kinds): an admin's own templates, and
// SiteKur's own mails, each with the placeholders it may use and, for SiteKur's own, its default text.
// Shared by the server (validation, rendering) and the admin screen (placeholder buttons, preview).

export const EMAIL_TEMPLATE_TYPES = ['welcome', 'notification', 'marketing', 'system'] as const
export type EmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number]

/** Every template may use these (docs/rules/email-templates.md#placeholders). */
export const COMMON_PLACEHOLDERS = ['name', 'email', 'subscription', 'date'] as const

export const OWN_TEMPLATE_KEYS = [
  'verification-code',
  'verification-link',
  'request-status',
  'invoice-issued',
  'payment-received',
  'invitation',
  'site-published',
  'password-reset',
  'password-changed',
] as const
export type OwnTemplateKey = (typeof OWN_TEMPLATE_KEYS)[number]

export interface TemplateKind {
  /** The placeholders beyond the common ones. */
  extra: readonly string[]
  /** The mail's heading; a template without one is headed by its subject. */
  heading?: string
  /** The button under the text: its label and the placeholder holding its address. */
  action?: { label: string; placeholder: string }
  /** Placeholders shown in bold in the HTML part (a code to type). */
  strong?: readonly string[]
}

export interface OwnTemplateDefault extends TemplateKind {
  name: string
  subject: string
  content: string
}

/** SiteKur's own mails: their present text is the default an admin's edit overrides and reset restores. */
export const OWN_TEMPLATES: Readonly<Record<OwnTemplateKey, OwnTemplateDefault>> = {
  'verification-code': {
    name: 'E-posta doğrulama kodu',
    extra: ['code', 'link'],
    heading: 'E-posta adresinizi doğrulayın',
    action: { label: 'E-postamı doğrula', placeholder: 'link' },
    strong: ['code'],
    subject: 'SiteKur doğrulama kodunuz: {code}',
    content: [
      'Merhaba {name},',
      '',
      'Doğrulama kodunuz: {code} (15 dakika geçerlidir).',
      '',
      'E-posta adresinizi bağlantıyla da doğrulayabilirsiniz (24 saat geçerlidir, tek kullanımlıktır):',
      '{link}',
      '',
      'Bu isteği siz yapmadıysanız bu e-postayı yok sayın.',
    ].join('\n'),
  },
  'verification-link': {
    name: 'E-posta doğrulama bağlantısı (kodsuz)',
    extra: ['link'],
    heading: 'E-posta adresinizi doğrulayın',
    action: { label: 'E-postamı doğrula', placeholder: 'link' },
    subject: 'SiteKur e-posta doğrulama bağlantınız',
    content: [
      'Merhaba {name},',
      '',
      'Çok fazla hatalı kod denemesi yapıldığı için bu e-postada kod yok; aşağıdaki bağlantıyı kullanın.',
      '',
      'E-posta adresinizi bağlantıyla da doğrulayabilirsiniz (24 saat geçerlidir, tek kullanımlıktır):',
      '{link}',
      '',
      'Bu isteği siz yapmadıysanız bu e-postayı yok sayın.',
    ].join('\n'),
  },
  'request-status': {
    name: 'Website talebi durum değişikliği',
    extra: ['websiteName', 'requestNumber', 'status', 'statusMessage', 'link'],
    heading: 'Website talebiniz: {status}',
    action: { label: 'Panelime git', placeholder: 'link' },
    subject: 'Website talebiniz güncellendi: {status}',
    content: [
      'Merhaba {name},',
      '“{websiteName}” website talebinizin (#{requestNumber}) durumu “{status}” olarak güncellendi.',
      '{statusMessage}',
      'Talebinizin tüm ayrıntılarını panelinizden takip edebilirsiniz.',
      '',
      '{link}',
    ].join('\n'),
  },
  'invoice-issued': {
    name: 'Fatura düzenlendi',
    extra: ['invoiceNumber', 'subtotal', 'taxRate', 'tax', 'total', 'dueDate', 'attachmentNote', 'link'],
    heading: 'Faturanız: {invoiceNumber}',
    action: { label: 'Ödeme sayfama git', placeholder: 'link' },
    subject: 'Faturanız düzenlendi: {invoiceNumber}',
    content: [
      'Merhaba {name},',
      '{invoiceNumber} numaralı faturanız düzenlendi.',
      'Tutar: {subtotal} + KDV (%{taxRate}) {tax} = {total}',
      'Son ödeme tarihi: {dueDate}',
      '{attachmentNote}',
      INFORMATIONAL_NOTICE,
      '',
      '{link}',
    ].join('\n'),
  },
  // The receipt of a card payment (docs/rules/invoices-and-plans.md#card-payments).
  'payment-received': {
    name: 'Ödeme alındı (makbuz)',
    extra: ['invoiceNumber', 'amount', 'paidAt', 'method', 'reference', 'remaining', 'link'],
    heading: 'Ödemeniz alındı: {invoiceNumber}',
    action: { label: 'Ödeme sayfama git', placeholder: 'link' },
    subject: 'Ödemeniz alındı: {invoiceNumber}',
    content: [
      'Merhaba {name},',
      '{invoiceNumber} numaralı faturanız için ödemeniz alındı.',
      'Tutar: {amount}',
      'Tarih: {paidAt}',
      'Ödeme yöntemi: {method} (referans: {reference})',
      'Kalan tutar: {remaining}',
      INFORMATIONAL_NOTICE,
      '',
      '{link}',
    ].join('\n'),
  },
  invitation: {
    name: 'Hesap daveti (şifre belirleme)',
    extra: ['link', 'days'],
    heading: 'Şifrenizi belirleyin',
    action: { label: 'Şifremi belirle', placeholder: 'link' },
    subject: 'SiteKur hesabınız hazır: şifrenizi belirleyin',
    content: [
      'Merhaba {name},',
      'SiteKur ekibi sizin için bir hesap oluşturdu.',
      'Şifrenizi belirlemek için aşağıdaki bağlantıyı kullanın ({days} gün geçerlidir, tek kullanımlıktır):',
      '{link}',
      '',
      'Bu hesabı siz istemediyseniz bu e-postayı yok sayabilirsiniz.',
    ].join('\n'),
  },
  'site-published': {
    name: 'Website yayınlandı',
    extra: ['websiteName', 'address', 'link'],
    heading: 'Websiteniz yayında',
    action: { label: 'Sitemi aç', placeholder: 'link' },
    subject: 'Websiteniz yayında: {websiteName}',
    content: [
      'Merhaba {name},',
      '“{websiteName}” yayınlandı. Ziyaretçileriniz sitenize şu adresten ulaşabilir: {address}',
      'Sitenizde değişiklik yaptığınızda panelinizdeki “Yayınla” ile değişiklikleri yayına alabilirsiniz.',
      '',
      '{link}',
    ].join('\n'),
  },
  // The forgotten-password mails (docs/rules/accounts-and-sign-in.md#forgotten-password).
  'password-reset': {
    name: 'Şifre sıfırlama',
    extra: ['code', 'link', 'minutes', 'googleNote'],
    heading: 'Şifrenizi sıfırlayın',
    action: { label: 'Yeni şifre belirle', placeholder: 'link' },
    strong: ['code'],
    subject: 'SiteKur şifre sıfırlama kodunuz: {code}',
    content: [
      'Merhaba {name},',
      '',
      'SiteKur hesabınız için şifre sıfırlama isteği aldık.',
      'Kodunuz: {code}',
      'Yeni şifrenizi aşağıdaki bağlantıyla ya da bu kodla belirleyebilirsiniz ({minutes} dakika geçerlidir, tek kullanımlıktır):',
      '{link}',
      '{googleNote}',
      '',
      'Bu isteği siz yapmadıysanız bu e-postayı yok sayın; şifreniz değişmez.',
    ].join('\n'),
  },
  'password-changed': {
    name: 'Şifre değiştirildi (güvenlik bildirimi)',
    extra: ['time', 'link'],
    heading: 'Şifreniz değiştirildi',
    action: { label: 'Giriş yap', placeholder: 'link' },
    subject: 'Şifreniz değiştirildi',
    content: [
      'Merhaba {name},',
      '',
      'SiteKur hesabınızın şifresi {time} tarihinde şifre sıfırlama ile değiştirildi ve tüm oturumlarınız kapatıldı.',
      'Bu değişikliği siz yaptıysanız yeni şifrenizle giriş yapabilirsiniz.',
      'Siz yapmadıysanız hemen “Şifremi unuttum” ile yeni bir şifre belirleyin ve bizimle iletişime geçin.',
      '',
      '{link}',
    ].join('\n'),
  },
}

export const isOwnTemplateKey = (key: unknown): key is OwnTemplateKey =>
  typeof key === 'string' && (OWN_TEMPLATE_KEYS as readonly string[]).includes(key)

const CUSTOM_KIND: TemplateKind = { extra: [] }

/** The kind of a template: SiteKur's own by its key, otherwise an admin's (null key). */
export function templateKind(key: string | null | undefined): TemplateKind {
  return isOwnTemplateKey(key) ? OWN_TEMPLATES[key] : CUSTOM_KIND
}

/** Every placeholder a template of this key may use, the common ones first. */
export function allowedPlaceholders(key: string | null | undefined): readonly string[] {
  return [...COMMON_PLACEHOLDERS, ...templateKind(key).extra]
}
