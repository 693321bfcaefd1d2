import type { MailService } from '../mail/mail-service'
import type { ApiPorts, Repositories } from '../ports'
import type { MailMessage } from '../ports/infrastructure'
import type { SettingsService } from '../settings/settings-service'
import type { UserRecord } from '../users/user.shared'
import type { Channels } from './channels/channels'
import type { NotificationService } from './notification-service'

// The one dispatcher of a customer's own events (docs/rules/notifications.md#customer-events): a request's
// status, a desk reply, an invoice, an approval decision. The in-app feed always, inside the change's
// transaction; after it, e-mail when the customer's contact preferences want e-mail, SMS when they want
// SMS and have a phone, push when push is set up — each also subject to the system settings' switches.
// Security messages (codes, invitations, password and e-mail changes) do not come here: they always mail.

export interface CustomerEvent {
  title: string
  message: string
  /** The event's mail, already written by its area. */
  mail: MailMessage
  /** What it is about, carried into the mail queue and the SMS log: `request-status:<id>:<status>`. */
  ref: string
  /** The screen it leads to (push); default the customer's dashboard. */
  url?: string
}

interface Deps {
  ports: ApiPorts
  settings: SettingsService
  mail: MailService
  notifications: NotificationService
  channels: Channels
}

export function createCustomerNotifier({ ports, settings, mail, notifications, channels }: Deps) {
  return {
    /** The in-app feed: pass the transaction's repositories so it commits with the change. */
    inApp: (user: UserRecord, content: { title: string; message: string }, repos?: Repositories) =>
      notifications.notifyUser(user, content, repos),

    /**
     * The other channels, after the change committed. `user` null: the event's address has no account
     * (a request sent without signing in), so the mail goes as the form asked.
     */
    async outside(user: UserRecord | null, event: CustomerEvent): Promise<void> {
      const config = await settings.get()
      const prefs = user?.contactPreferences
      if (config.emailNotifications && (prefs?.email ?? true)) {
        await mail.deliver(event.mail, { ref: event.ref })
      }
      if (!user) return
      const message = {
        title: event.title,
        message: event.message,
        ref: event.ref,
        url: event.url ?? `${ports.config.publicUrl}/#/user-dashboard`,
      }
      if (prefs?.sms && user.phone?.trim()) await channels.sms(user, message, config)
      // No subscription or no push on this host is not an error for an event: the feed has it.
      await channels.push(user, message, config)
    },
  }
}
export type CustomerNotifier = ReturnType<typeof createCustomerNotifier>
