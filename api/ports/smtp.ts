import type { MailMessage } from './infrastructure'

/** The SMTP server the settings name (docs/rules/system-settings.md#smtp). */
export interface SmtpSettings {
  host: string
  port: number
  username: string
  password: string
  encryption: 'none' | 'tls' | 'ssl'
}

/**
 * Delivery through the SMTP server of the settings, read at each send (the Node host, with nodemailer).
 * Missing (the service worker): mail goes to the host's Mailer whatever the settings say.
 */
export interface SmtpConnector {
  /**
   * Delivers with `senderName` (the settings' siteName) as the sender's name; the address is the SMTP
   * user name when it is an e-mail address, else the host's MAIL_FROM address. Throws on failure.
   */
  send(settings: SmtpSettings, senderName: string, message: MailMessage): Promise<void>
  /** Connects and authenticates (nodemailer's verify); throws with the reason on failure. */
  verify(settings: SmtpSettings): Promise<void>
}
