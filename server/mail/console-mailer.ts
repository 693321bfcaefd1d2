import type { Mailer, MailMessage } from '../../api/ports/infrastructure'

// Without SMTP_URL nothing leaves the machine: the API has already recorded the message in the
// outbox table (admins read it there), and one console line tells the operator the code or link.
// Only what SiteKur marked in the message (`highlights`) is printed, never something found in its
// text: a URL or a number a user typed as their name would otherwise show up as `link=`/`code=`.

export function summarizeMail(message: MailMessage): string {
  const parts = [`to=${message.to}`, `subject="${message.subject}"`]
  const { code, link } = message.highlights ?? {}
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
