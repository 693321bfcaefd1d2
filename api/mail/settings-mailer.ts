import type { Mailer } from '../ports/infrastructure'
import type { SmtpConnector, SmtpSettings } from '../ports/smtp'
import type { SystemSettings } from '../settings/settings.shared'

/** The SMTP server the settings name, or null when they name none (smtpHost empty). */
export function smtpSettingsOf(settings: SystemSettings): SmtpSettings | null {
  if (!settings.smtpHost) return null
  return {
    host: settings.smtpHost,
    port: settings.smtpPort,
    username: settings.smtpUsername,
    password: settings.smtpPassword,
    encryption: settings.smtpEncryption,
  }
}

// The API's mailer (docs/rules/system-settings.md#smtp): with smtpHost set in the settings, mail leaves
// through that server from the next message on (no restart); without, through the host's mailer
// (SMTP_URL, or the outbox and the console). The settings come from the cached read: no query per mail.
export function createSettingsMailer(
  hostMailer: Mailer,
  smtp: SmtpConnector | undefined,
  settings: () => Promise<SystemSettings>,
): Mailer {
  return {
    ...(hostMailer.transport ? { transport: hostMailer.transport } : {}),
    async send(message) {
      if (!smtp) return hostMailer.send(message)
      const current = await settings()
      const server = smtpSettingsOf(current)
      return server ? smtp.send(server, current.siteName, message) : hostMailer.send(message)
    },
  }
}
