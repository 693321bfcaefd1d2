// What 'Gönderilemeyenler' shows of a refused write (docs/rules/offline-demo-and-sync.md#refused-writes):
// what it was (from its method, path and body), the text the user typed (the JSON body's top-level
// string fields, labelled), and that text as plain text to copy. Generic on purpose: any write the
// worker queued can be refused, so nothing here knows a form; known paths and field names only read
// better.
import type { RefusedWrite } from '../../../api/lib/refused-write.shared'
import { REQUEST_TYPE_LABELS } from '../../lib/status-labels'
import type { WriteBody } from '../../lib/write-body'

export const refusedText = {
  title: 'Gönderilemeyenler',
  lead: 'Sunucu bu değişiklikleri kabul etmedi, bu yüzden gönderilmediler. Metni kopyalayabilir, düzenleyip yeniden gönderebilir ya da silebilirsiniz.',
  notice: (count: number) => `${count} değişiklik sunucu tarafından kabul edilmedi ve gönderilemedi.`,
  open: 'Gönderilemeyenleri göster',
  toast: (what: string, message: string) => `${what} gönderilemedi: ${message}`,
  toastAction: 'Göster',
  madeAt: 'Kaydedildiği zaman',
  serverSaid: 'Sunucunun yanıtı',
  copy: 'Metni kopyala',
  copied: 'Metin kopyalandı.',
  copyFailed: 'Metin kopyalanamadı.',
  edit: 'Düzenle ve yeniden gönder',
  send: 'Gönder',
  cancel: 'Vazgeç',
  discard: 'Sil',
  discardTitle: 'Bu değişiklik silinsin mi?',
  discardText: 'Bu değişiklik bu cihazdan silinir ve sunucuya gönderilmez.',
  discardConfirm: 'Evet, sil',
  discarded: 'Değişiklik silindi.',
  sent: 'Değişiklik gönderildi.',
  notEditable:
    'Bu kayıt (örneğin bir dosya yüklemesi) düzenlenemez ve yeniden gönderilemez; yalnızca silinebilir.',
  noText: 'Bu istekte yazılmış bir metin yok.',
  blank: '(boş)',
  empty: 'Gönderilemeyen değişiklik yok.',
} as const

const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Başlık',
  description: 'Açıklama',
  name: 'Ad',
  phone: 'Telefon',
  email: 'E-posta',
  website: 'Website',
  domain: 'Alan adı',
  subject: 'Konu',
  message: 'Mesaj',
  body: 'Mesaj',
  content: 'İçerik',
  reason: 'Gerekçe',
  notes: 'Notlar',
  company: 'Firma',
  businessType: 'İşletme türü',
  address: 'Adres',
  category: 'Kategori',
}
/** Long texts get a multi-line box when edited. */
const LONG_FIELDS = new Set(['description', 'message', 'body', 'content', 'reason', 'notes'])
/**
 * Not text the user typed: references and protocol fields, codes of choices (shown raw they would read
 * 'medium'), and secrets never shown again. They are sent again unchanged.
 */
const HIDDEN_FIELD = /^(id|action|type|priority|status|role)$|Id$|password|token|secret|code$/i

export interface TextField {
  name: string
  label: string
  value: string
  long: boolean
}

export function textFields(body: WriteBody): TextField[] {
  if (body.kind !== 'json') return []
  return Object.entries(body.value).flatMap(([name, value]) =>
    typeof value === 'string' && !HIDDEN_FIELD.test(name)
      ? [
          {
            name,
            label: Object.hasOwn(FIELD_LABELS, name) ? FIELD_LABELS[name]! : name,
            value,
            long: LONG_FIELDS.has(name) || value.includes('\n') || value.length > 80,
          },
        ]
      : [],
  )
}

/** 'Başlık: …' lines, what 'Metni kopyala' puts on the clipboard. */
export const plainText = (fields: readonly TextField[]) =>
  fields.map((field) => `${field.label}: ${field.value}`).join('\n')

/** The body to send again: the stored one with the edited string fields. */
export function editedBody(body: WriteBody, values: Readonly<Record<string, string>>): unknown {
  return body.kind === 'json' ? { ...body.value, ...values } : undefined
}

function requestKind(body: WriteBody): string {
  const type = body.kind === 'json' ? body.value.type : undefined
  const label =
    typeof type === 'string' && Object.hasOwn(REQUEST_TYPE_LABELS, type)
      ? REQUEST_TYPE_LABELS[type as keyof typeof REQUEST_TYPE_LABELS]
      : null
  return label ? `${label} talebi` : 'Talep'
}

/** First match wins: [method (or any), path pattern, what it was]. */
const KINDS: ReadonlyArray<[string | null, RegExp, string | ((body: WriteBody) => string)]> = [
  ['POST', /^\/api\/me\/customer-requests$/, requestKind],
  [null, /^\/api\/me\/requests\/[^/]+\/replies$/, 'Talep yanıtı'],
  [null, /^\/api\/me\/support-tickets\/[^/]+\/replies$/, 'Destek talebi yanıtı'],
  [null, /^\/api\/me\/support-tickets$/, 'Destek talebi'],
  ['DELETE', /^\/api\/me\/approvals\//, 'Onay talebini geri çekme'],
  [null, /^\/api\/me\/approvals$/, 'Onay talebi'],
  [null, /^\/api\/me\/email-change\//, 'E-posta değişikliği'],
  [null, /^\/api\/(me\/website-requests|submit-website[\w-]*\.php)$/, 'Website talebi'],
  [null, /^\/api\/me\/uploads/, 'Dosya yükleme'],
  [null, /^\/api\/me\/password$/, 'Şifre değişikliği'],
  [null, /^\/api\/me\/websites\/[^/]+\/publish$/, 'Yayınlama'],
  [null, /^\/api\/me\/websites/, 'Website düzenleme'],
  [null, /^\/api\/me\/(notifications|push-subscriptions)/, 'Bildirim ayarı'],
  [null, /^\/api\/me\/(two-factor|sessions)/, 'Hesap güvenliği'],
  [null, /^\/api\/me$/, 'Profil'],
]

/** What the write was, in Turkish ('Değişiklik talebi', 'Profil', …); its path when unknown. */
export function describeWrite(write: Pick<RefusedWrite, 'method' | 'url'>, body: WriteBody): string {
  const path = write.url.split('?')[0] ?? write.url
  const method = write.method.toUpperCase()
  const match = KINDS.find(([kind, pattern]) => (kind === null || kind === method) && pattern.test(path))
  if (!match) return path
  const what = match[2]
  return typeof what === 'string' ? what : what(body)
}
