import nodemailer from 'nodemailer'
import type { Mailer } from '../../api/ports/infrastructure'

// Delivery through the SMTP server of SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS).
export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    transport: 'smtp',
    async send({ highlights: _highlights, attachments, ...message }) {
      await transport.sendMail({
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
    close: () => transport.close(),
  }
}
