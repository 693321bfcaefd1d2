import type { Mailer, MailMessage } from '../../api/ports/infrastructure'

// Without SMTP_URL nothing leaves the machine: the API has already recorded the message in the
// outbox table (admins read it there), and one console line tells the operator the code or link.

const CODE = /\b\d{6}\b/
const LINK = /https?:\/\/\S+/

export function summarizeMail(message: MailMessage): string {
  const code = CODE.exec(message.text)?.[0]
  const link = LINK.exec(message.text)?.[0]
  const parts = [`to=${message.to}`, `subject="${message.subject}"`]
  if (code) parts.push(`code=${code}`)
  if (link) parts.push(`link=${link}`)
  return `[mail:outbox] ${parts.join(' ')}`
}

export function createConsoleMailer(write: (line: string) => void = console.log): Mailer {
  return {
    transport: 'outbox',
    async send(message) {
      write(summarizeMail(message))
    },
  }
}
