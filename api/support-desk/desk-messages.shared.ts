import type { DeskStatus } from './support-desk.shared'
import { WEBSITE_REQUEST_STATUS_LABELS } from '../website-requests/website-request-status.shared'

// The desk's Turkish refusals and answers (docs/rules/support-desk.md); the desk and the thread forms say
// the same words.

export const deskMessages = {
  notFound: 'Talep bulunamadı.',
  updated: 'Talep güncellendi.',
  nothingToChange: 'Değiştirilecek bir alan seçin: durum, atanan kişi veya öncelik.',
  illegalMove: (from: DeskStatus, to: DeskStatus) =>
    `Talep “${WEBSITE_REQUEST_STATUS_LABELS[from]}” durumundan “${WEBSITE_REQUEST_STATUS_LABELS[to]}” durumuna geçirilemez.`,
  changedMeanwhile:
    'Talep bu arada başka biri tarafından değiştirildi. Lütfen listeyi yenileyip tekrar deneyin.',
  assigneeNotAdmin: 'Talep yalnızca bir yöneticiye atanabilir.',
  priorityNotForRequests: 'Müşteri talepleri için öncelik Düşük, Orta veya Yüksek olabilir.',
  emptyReply: 'Lütfen mesajınızı yazın.',
  foreignUpload: 'Yalnızca kendi yüklediğiniz dosyaları ekleyebilirsiniz.',
  replySent: 'Yanıtınız gönderildi.',
  attachmentNotFound: 'Dosya bulunamadı.',
}
