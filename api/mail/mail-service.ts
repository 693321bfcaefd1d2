import type { ApiPorts } from '../ports'
import type { MailMessage } from '../ports/infrastructure'

export type DeliveryResult = { sent: true } | { sent: false; error: string }

// Every outgoing message is recorded in the outbox first, then handed to the host's Mailer.
// A delivery failure is recorded on the row and logged; it never fails the request that sent it. The row
// keeps the text only: attachments (an invoice PDF) are made again from the record when needed.
export function createMailService(ports: ApiPorts) {
  /** Records and delivers the message, answering whether the mailer took it (for callers that keep score). */
  async function deliver(message: MailMessage, _options: { ref?: string } = {}): Promise<DeliveryResult> {
    const id = ports.ids.uuid()
    const {
      highlights: _highlights,
      attachments: _attachments,
      messageId: _messageId,
      headers: _headers,
      ...stored
    } = message
    await ports.repos.mailQueue.create({
      id,
      ...stored,
      createdAt: ports.clock.now().toISOString(),
      sentAt: null,
      error: null,
    })
    try {
      await ports.mailer.send(message)
    } catch (error) {
      const text = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
      ports.logger.error('mail delivery failed', { to: message.to, subject: message.subject, error: text })
      await ports.repos.mailQueue.update(id, { error: text })
      return { sent: false, error: text }
    }
    await ports.repos.mailQueue.update(id, { sentAt: ports.clock.now().toISOString() })
    return { sent: true }
  }
  return {
    deliver,
    async send(message: MailMessage): Promise<void> {
      await deliver(message)
    },
  }
}
export type MailService = ReturnType<typeof createMailService>
