import { messages } from '../lib/http'
import { websiteMessages } from '../websites/website-messages'

// The live preview's Turkish answers (docs/rules/live-preview.md). A failure of a preview call carries
// its text twice, as `error` (what the panel reads) and as `message` (what every other failure has).
export const previewMessages = {
  expired: 'Önizleme oturumunun süresi doldu.',
  notFound: 'Önizleme oturumu bulunamadı.',
  websiteNotFound: websiteMessages.notFound,
  notYours: messages.forbidden,
  nothingToShow: 'Önizleme için bir website ya da form bilgisi gerekli.',
} as const
