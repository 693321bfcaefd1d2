import type { Transporter } from 'nodemailer'
import type { MailMessage } from '../../api/ports/infrastructure'
import type { SmtpConnector, SmtpSettings } from '../../api/ports/smtp'
import { loadNodemailer } from './load-nodemailer'

const DEFAULT_ADDRESS = 'no-reply@sitekur.app'
const TIMEOUT_MS = 10_000

/** The address part of MAIL_FROM ('SiteKur <no-reply@sitekur.app>' → 'no-reply@sitekur.app'). */
export function addressOf(mailFrom: string): string {
  const match = /<([^>]+)>/.exec(mailFrom)
  return (match?.[1] ?? mailFrom).trim() || DEFAULT_ADDRESS
}

function transportOptions(settings: SmtpSettings) {
  return {
    host: settings.host,
    port: settings.port,
    // ssl: TLS from the first byte; tls: STARTTLS required; none: plain text, STARTTLS not even tried.
    secure: settings.encryption === 'ssl',
    requireTLS: settings.encryption === 'tls',
    ignoreTLS: settings.encryption === 'none',
    ...(settings.username ? { auth: { user: settings.username, pass: settings.password } } : {}),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS * 3,
  }
}

// SMTP from the system settings (docs/rules/system-settings.md#smtp). One pooled transport for the
// settings in force; a change of any SMTP setting closes it and opens one for the new values. nodemailer
// is loaded by the first mail or check, not at start.
export function createSettingsSmtp(mailFrom: string): SmtpConnector & { close(): void } {
  let current: { key: string; transport: Transporter } | null = null

  async function transportFor(settings: SmtpSettings) {
    const nodemailer = await loadNodemailer()
    const key = JSON.stringify(settings)
    if (current?.key === key) return current.transport
    current?.transport.close()
    current = { key, transport: nodemailer.createTransport({ ...transportOptions(settings), pool: true }) }
    return current.transport
  }

  return {
    async send(settings, senderName, { highlights: _h, attachments, ...message }: MailMessage) {
      const address = settings.username.includes('@') ? settings.username : addressOf(mailFrom)
      await (
        await transportFor(settings)
      ).sendMail({
        from: { name: senderName, address },
        ...message,
        attachments: attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content),
        })),
      })
    },
    async verify(settings) {
      // A transport of its own: testing values not yet saved must not replace the one in use.
      const transport = (await loadNodemailer()).createTransport(transportOptions(settings))
      try {
        await transport.verify()
      } finally {
        transport.close()
      }
    },
    close() {
      current?.transport.close()
      current = null
    },
  }
}
