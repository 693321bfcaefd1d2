import type { FormKind, FormState } from './form-submission.shared'

// What the forms' inbox and the API say (docs/rules/site-forms.md), without the schemas: a screen that
// only shows a label or a message loads no zod with it (docs/shared-code.md).

export const FORM_KIND_LABELS: Readonly<Record<FormKind, string>> = {
  contact: 'İletişim',
  booking: 'Rezervasyon',
  newsletter: 'Bülten',
}

export const FORM_STATE_LABELS: Readonly<Record<FormState, string>> = {
  received: 'Alındı',
  requested: 'Onay bekliyor',
  confirmed: 'Onaylandı',
  declined: 'Reddedildi',
  unconfirmed: 'E-posta onayı bekliyor',
  subscribed: 'Abone',
}

export const formSubmissionMessages = {
  notFound: 'Mesaj bulunamadı.',
  notBooking: 'Yalnızca rezervasyon talepleri onaylanabilir ya da reddedilebilir.',
  alreadyDecided: 'Bu rezervasyon için karar zaten verildi.',
  confirmed: 'Rezervasyon onaylandı; ziyaretçiye e-posta gönderildi.',
  declined: 'Rezervasyon reddedildi; ziyaretçiye e-posta gönderildi.',
  markedRead: 'Mesaj okundu olarak işaretlendi.',
  markedUnread: 'Mesaj okunmadı olarak işaretlendi.',
  deleted: 'Mesaj silindi.',
  reasonRequired:
    'Müşterinin mesajlarını açmak için gerekçe yazın (10–300 karakter); denetim kaydına yazılır.',
  newTitle: (kind: FormKind) =>
    kind === 'booking'
      ? 'Yeni rezervasyon talebi'
      : kind === 'newsletter'
        ? 'Yeni bülten abonesi'
        : 'Yeni mesaj',
  newMessage: (siteName: string, from: string) => `${siteName} sitenizden: ${from}`,
  retentionInvalid: 'Mesajların saklanma süresi 1, 3, 6, 12 ya da 24 ay olabilir.',
  retentionSaved: (months: number) => `Mesajlar artık ${months} ay saklanacak; daha eskileri silinecek.`,
} as const
