import type { MailService } from '../../mail/mail-service'
import type { ApiPorts } from '../../ports'
import type { NotificationRecord } from '../notification.shared'
import type { Channel } from './channel'
import { emailChannel } from './email-channel'
import { pushChannel, type SendPushToUser } from './push-channel'
import { smsChannel } from './sms-channel'

// The four channels by notification type. The in-app feed (system) is written by the notification
// itself: its recipients are the feed's, so the channel only records the delivery.
export type Channels = Record<NotificationRecord['type'], Channel>

export function createChannels(deps: {
  ports: ApiPorts
  mail: MailService
  push?: SendPushToUser
}): Channels {
  return {
    email: emailChannel(deps.mail),
    sms: smsChannel(deps.ports),
    push: pushChannel(deps.push),
    system: async () => ({ state: 'sent', to: '', error: null }),
  }
}
