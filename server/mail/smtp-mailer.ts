import type { Transporter } from 'nodemailer'
import type { Mailer } from '../../api/ports/infrastructure'
import { loadNodemailer } from './load-nodemailer'

// Delivery through the SMTP server of SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS). The
// transport is made by the first mail (nodemailer is loaded then, not at start).
export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  let transport: Promise<Transporter> | null = null
  return {
    transport: 'smtp',
    async send({ highlights: _highlights, attachments, ...message }) {
      transport ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport(smtpUrl))
      await (
        await transport
      ).sendMail({
        from,
        ...message,
        // An invoice's PDF (docs/rules/invoices-and-plans.md#the-pdf).
        attachments: attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content),
        })),
      })
    },
    close: () => void transport?.then((open) => open.close()),
  }
}
