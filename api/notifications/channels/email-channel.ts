import { escapeHtml } from '../../auth/mail-templates'
import type { MailService } from '../../mail/mail-service'
import type { MailMessage } from '../../ports/infrastructure'
import { channelMessages, failed, type Channel, type ChannelMessage } from './channel'

// E-mail through the mail queue (docs/rules/notifications.md#channels). The state follows the queue's
// answer: accepted by the mailer → sent; refused and to be retried → queued; refused for good → failed.

export function notificationMail(to: string, message: ChannelMessage): MailMessage {
  return {
    to,
    subject: message.title,
    text: `${message.message}\n\n${message.url}`,
    html: `<p>${escapeHtml(message.message).replace(/\n/g, '<br>')}</p><p><a href="${escapeHtml(message.url)}">SiteKur</a></p>`,
  }
}

export function emailChannel(mail: MailService): Channel {
  return async (user, message, settings) => {
    if (!settings.emailNotifications) return failed(channelMessages.emailOff, user.email)
    const result = await mail.deliver(notificationMail(user.email, message), { ref: message.ref })
    if (result.sent) return { state: 'sent', to: user.email, error: null }
    // The queue retries it: the delivery stays queued until the retry job settles it (followMailOutcomes).
    if (result.status === 'queued') return { state: 'queued', to: user.email, error: result.error }
    return failed(result.error, user.email)
  }
}
