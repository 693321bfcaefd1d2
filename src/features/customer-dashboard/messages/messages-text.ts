// The words of 'Mesajlar' (docs/rules/customer-dashboard.md#mesajlar), each once, and the small pure rules
// the screen shows them by: a state's badge, a booking's preferred day and time, the reply link.
import { type FormState, type FormSubmission } from '../../../../api/site-forms/form-submission.shared'
import { FORM_STATE_LABELS } from '../../../../api/site-forms/form-submission-messages.shared'
import type { StatusLabel, Tone } from '../../../lib/status-labels'
import { CUSTOMER_TAB_LABELS } from '../dashboard-tabs'

export const messagesText = {
  title: CUSTOMER_TAB_LABELS.messages,
  intro: 'Sitelerinizin formlarından gelen mesajlar, rezervasyon talepleri ve bülten aboneleri.',
  noWebsites:
    'Henüz bir websiteniz yok. Siteniz yayına girdiğinde ziyaretçilerinizin mesajları burada görünür.',
  websiteLabel: 'Website',
  chooseWebsite: 'Website seçin',
  chooseWebsiteHint: 'Mesajlarını görmek istediğiniz websiteyi seçin.',
  kindsLabel: 'Mesaj türleri',
  searchLabel: 'Mesajlarda ara',
  searchPlaceholder: 'Ad, e-posta ya da mesaj',
  unreadOnly: 'Yalnızca okunmamışlar',
  listLabel: (kind: string) => `${kind} mesajları`,
  empty: 'Bu türde henüz mesaj yok.',
  emptySearch: 'Aramanızla eşleşen mesaj yok.',
  unread: 'Okunmadı',
  csv: 'CSV indir',
  csvBusy: 'Hazırlanıyor…',
  csvEmpty: 'İndirilecek mesaj yok.',
  csvDone: (count: number) => `${count} mesaj CSV olarak indirildi.`,
  markRead: 'Okundu işaretle',
  markUnread: 'Okunmadı işaretle',
  reply: 'E-postayla yanıtla',
  confirm: 'Onayla',
  decline: 'Reddet',
  remove: 'Sil',
  declineTitle: 'Rezervasyon reddedilsin mi?',
  declineText: (name: string) =>
    `${name} adlı ziyaretçinin rezervasyon talebi reddedilecek ve kendisine e-postayla bildirilecek.`,
  removeTitle: 'Mesaj silinsin mi?',
  removeText: (name: string) => `${name} adlı ziyaretçinin mesajı kalıcı olarak silinecek.`,
  pagesLabel: 'Sayfalar',
  previous: 'Önceki',
  next: 'Sonraki',
  pageOf: (page: number, pages: number) => `Sayfa ${page} / ${pages}`,
  email: 'E-posta',
  service: 'Hizmet',
  preferred: 'İstenen zaman',
  phone: 'Telefon',
  received: 'Gönderildi',
} as const

const STATE_TONES: Readonly<Record<FormState, Tone>> = {
  received: 'blue',
  requested: 'amber',
  confirmed: 'green',
  declined: 'red',
  unconfirmed: 'amber',
  subscribed: 'green',
}

/** A submission's state as a badge: received 'Alındı', requested 'Onay bekliyor', … */
export function formStateLabel(state: FormState): StatusLabel {
  return { label: FORM_STATE_LABELS[state], tone: STATE_TONES[state] }
}

/** A booking's preferred day and time as the visitor asked: '14.03.2026 14:30'; '' when none. */
export function preferredWhen(submission: Pick<FormSubmission, 'preferredDate' | 'preferredTime'>): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(submission.preferredDate)
  const date = day ? `${day[3]}.${day[2]}.${day[1]}` : ''
  return [date, submission.preferredTime].filter(Boolean).join(' ')
}

/** The reply: a mailto: link to the visitor with the subject 'Re: <site name>'. */
export function replyHref(email: string, siteName: string): string {
  const to = encodeURIComponent(email).replace(/%40/g, '@')
  return `mailto:${to}?subject=${encodeURIComponent(`Re: ${siteName}`)}`
}

/** Who sent it, for headings and dialogs: the name, else the address (a newsletter sign-up has no name). */
export const senderOf = (submission: Pick<FormSubmission, 'name' | 'email'>) =>
  submission.name.trim() || submission.email
