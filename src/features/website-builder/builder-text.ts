// The builder's own Turkish texts (the server's refusals and confirmation come with its answers).
import { builderMessages } from '../../../api/builder/builder-messages.shared'

export const builderText = {
  successTitle: 'Başarılı!',
  /** The server's confirmation, when its answer carries none. */
  successBody: builderMessages.created,
  queuedTitle: 'Talebiniz Sıraya Alındı',
  queuedNote: 'Talebiniz bağlantı gelince gönderilecek',
  failureTitle: 'Hata',
  failureBody: 'Talep gönderilirken bir hata oluştu. Lütfen tekrar deneyin.',
  noSession: 'Kullanıcı oturumu bulunamadı',
} as const

/** What happens after sending, in order (the confirmation page). */
export const NEXT_STEPS = [
  {
    title: '24 saat içinde iletişim',
    text: 'Ekibimiz talebinizi inceleyip 24 saat içinde sizinle iletişime geçer.',
  },
  {
    title: 'Keşif görüşmesi',
    text: 'İhtiyaçlarınızı, hedeflerinizi ve içeriklerinizi birlikte netleştiririz.',
  },
  { title: 'Tasarım ve geliştirme', text: 'Onayladığınız tasarımla sitenizin geliştirilmesi başlar.' },
  { title: '1-2 hafta içinde teslim', text: 'Siteniz test edilir ve 1-2 hafta içinde yayına hazır olur.' },
] as const
