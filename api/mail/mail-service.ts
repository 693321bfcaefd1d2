import type { ApiPorts } from '../ports'
import type { MailMessage } from '../ports/infrastructure'

// Every outgoing message is recorded in the outbox first, then handed to the host's Mailer.
// A delivery failure is recorded on the row and logged; it never fails the request that sent it. The row
// keeps the text only: attachments (an invoice PDF) are made again from the record when needed.
export function createMailService(ports: ApiPorts) {
  return {
    async send(message: MailMessage): Promise<void> {
      const id = ports.ids.uuid()
      const { highlights: _highlights, attachments: _attachments, ...stored } = message
      await ports.repos.mailQueue.create({
        id,
        ...stored,
        createdAt: ports.clock.now().toISOString(),
        sentAt: null,
        error: null,
      })
      try {
        await ports.mailer.send(message)
        await ports.repos.mailQueue.update(id, { sentAt: ports.clock.now().toISOString() })
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error)
        ports.logger.error('mail delivery failed', { to: message.to, subject: message.subject, error: text })
        await ports.repos.mailQueue.update(id, { error: text.slice(0, 1000) })
      }
    },
  }
}
export type MailService = ReturnType<typeof createMailService>
