import type { ApiPorts } from '../../ports'
import { smsLogResource } from '../notification-delivery-resource'
import { channelMessages, failed, type Channel } from './channel'

// SMS (docs/rules/notifications.md#sms): no SMS provider is reachable from here, so the default driver
// writes the message to the SMS log that admins read. Its state is 'logged', never 'sent'.

export function smsChannel(ports: ApiPorts): Channel {
  return async (user, message, settings) => {
    const phone = user.phone?.trim() ?? ''
    if (!settings.smsNotifications) return failed(channelMessages.smsOff, phone)
    if (!phone) return failed(channelMessages.noPhone)
    await ports.repos.resource(smsLogResource).create({
      id: ports.ids.uuid(),
      to: phone,
      userId: user.id,
      message: `${message.title}: ${message.message}`,
      ref: message.ref,
      createdAt: ports.clock.now().toISOString(),
    })
    return { state: 'logged', to: phone, error: null }
  }
}
