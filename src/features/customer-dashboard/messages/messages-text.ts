// The words of 'Mesajlar' (docs/rules/customer-dashboard.md#mesajlar), each once, and the small pure rules
// the screen shows them by: the reply link (a state's badge and a booking's time: src/lib/form-submission-view.ts).
import { CUSTOMER_TAB_LABELS } from '../dashboard-tabs'

// How a submission is shown is shared with the team's on-behalf view.
export { formStateLabel, preferredWhen, senderOf } from '../../../lib/form-submission-view'
import { SUBMISSION_WORDS } from '../../../lib/form-submission-view'

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
  retentionLabel: 'Mesajları sakla',
  retentionOption: (months: number) => `${months} ay`,
  retentionHint:
    'Bu sitenin formlarından gelen mesajlar bu süreden eski olunca her gece kalıcı olarak silinir. ' +
    'KVKK gereği ziyaretçilerinizin kişisel verilerini ne kadar saklayacağınıza siz karar verirsiniz.',
  ...SUBMISSION_WORDS,
} as const

/** The reply: a mailto: link to the visitor with the subject 'Re: <site name>'. */
export function replyHref(email: string, siteName: string): string {
  const to = encodeURIComponent(email).replace(/%40/g, '@')
  return `mailto:${to}?subject=${encodeURIComponent(`Re: ${siteName}`)}`
}
