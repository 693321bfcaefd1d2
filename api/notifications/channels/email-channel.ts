import { escapeHtml } from '../../auth/mail-templates'
import type { MailService } from '../../mail/mail-service'
import type { MailMessage } from '../../ports/infrastructure'
import { channelMessages, failed, type Channel, type ChannelMessage } from './channel'

// E-mail through the mail queue (docs/rules/notifications.md#channels). The state follows the queue's
// answer: accepted by the mailer → sent; refused → failed with the mailer's error.

export function notificationMail(to: string, message: ChannelMessage): MailMessage {
  return {
    to,
    subject: message.title,
    text: `${message.message}\n\n${message.url}`,
    html: `<p>${escapeHtml(message.message).replace(/\n/g, '<br>')}</p><p><a href="${escapeHtml(message.url)}">SiteKur</a></p>`,
  }
}

type Deliver = (message: MailMessage, options: { ref: string }) => ReturnType<MailService['deliver']>

export function emailChannel(mail: MailService): Channel {
  // The mail queue takes the ref as a second argument (docs/rules/notifications.md#channels).
  const deliver = mail.deliver as Deliver
  return async (user, message, settings) => {
    if (!settings.emailNotifications) return failed(channelMessages.emailOff, user.email)
    const result = await deliver(notificationMail(user.email, message), { ref: message.ref })
    return result.sent ? { state: 'sent', to: user.email, error: null } : failed(result.error, user.email)
  }
}
