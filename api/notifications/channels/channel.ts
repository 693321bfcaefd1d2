import type { DeliveryState } from '../notification-delivery.shared'
import type { SystemSettings } from '../../settings/settings.shared'
import type { UserRecord } from '../../users/user.shared'

// A notification channel (docs/rules/notifications.md#channels): hands one message to one user and says
// how it went. A channel never throws for a delivery failure: it answers 'failed' with the reason.

export interface ChannelMessage {
  title: string
  message: string
  /** What the message is for, carried into the mail queue and the SMS log: `notification:<id>:<userId>`. */
  ref: string
  /** The screen the message leads to (push: opened on click). */
  url: string
}

export interface ChannelOutcome {
  state: DeliveryState
  /** The address used: the e-mail or phone number; '' for the feed and push. */
  to: string
  error: string | null
}

export type Channel = (
  user: UserRecord,
  message: ChannelMessage,
  settings: SystemSettings,
) => Promise<ChannelOutcome>

export const channelMessages = {
  emailOff: 'E-posta bildirimleri sistem ayarlarında kapalı.',
  smsOff: 'SMS bildirimleri sistem ayarlarında kapalı.',
  noPhone: 'Kullanıcının telefon numarası yok.',
  noPush: 'Kullanıcının kayıtlı push aboneliği yok.',
  pushUnavailable: 'Push gönderimi bu sunucuda yapılandırılmadı.',
} as const

export const failed = (error: string, to = ''): ChannelOutcome => ({
  state: 'failed',
  to,
  error,
})
