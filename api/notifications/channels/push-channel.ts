import { channelMessages, failed, type Channel } from './channel'

// Web Push (docs/rules/notifications.md#channels) through the push service's sendToUser, passed in by
// whoever wires the services: without it push is not available on this host.

export interface PushPayload {
  title: string
  body: string
  url: string
}
export type SendPushToUser = (
  userId: string,
  payload: PushPayload,
) => Promise<{ delivered: number; failed: number; removed: number }>

/** The service worker opens only the app's own hash routes: `https://…/#/user-dashboard` → `#/user-dashboard`. */
function appRoute(url: string): string {
  const hash = url.indexOf('#/')
  return hash >= 0 ? url.slice(hash) : '#/user-dashboard'
}

export function pushChannel(sendToUser: SendPushToUser | undefined): Channel {
  return async (user, message) => {
    if (!sendToUser) return failed(channelMessages.pushUnavailable)
    const result = await sendToUser(user.id, {
      title: message.title,
      body: message.message,
      url: appRoute(message.url),
    })
    if (result.delivered > 0) return { state: 'sent', to: '', error: null }
    return failed(result.failed > 0 ? `Push gönderilemedi (${result.failed}).` : channelMessages.noPush)
  }
}
