import { expect, it } from 'vitest'
import type { InvoicePdfMaker } from '../../api/invoices/invoice-pdf.shared'
import { RETRY_DELAYS_MINUTES } from '../../api/mail/mail-attempts'
import type { Mailer, MailMessage } from '../../api/ports/infrastructure'
import { serverInvoicePdf } from '../../server/files/invoice-font'
import type { Harness } from './harness'
import { issued } from './invoice-helpers'

// docs/rules/mail-queue.md#files-made-at-delivery on every store: issuing an invoice answers without
// making its PDF. The queued mail names the PDF ('invoice-pdf' and the invoice's id); its first attempt,
// after the answer, makes it and keeps its bytes, and a retry sends those same bytes.
export function invoiceMailSuite(h: Harness) {
  const rowOf = async (to: string) => (await h.ports.repos.mailQueue.list({ filter: { to }, limit: 1 }))[0]

  it('answers an issued invoice before its PDF is made: the queued mail names the PDF, its first attempt makes it', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // The server's own PDF maker, held until the test lets it go: the answer must not wait for it.
    const holding: InvoicePdfMaker = {
      async render(invoice, seller) {
        await held
        return serverInvoicePdf.render(invoice, seller)
      },
    }
    h.withPorts({ invoicePdf: holding })
    const admin = await h.adminToken()
    const customer = await h.createUser()
    const invoice = await issued(h, admin.token, { customerEmail: customer.email })
    const filename = `fatura-${invoice.number}.pdf`
    expect(await rowOf(customer.email)).toMatchObject({
      status: 'queued',
      ref: `invoice:${invoice.id}`,
      attachments: [
        {
          filename,
          contentType: 'application/pdf',
          key: '',
          source: { kind: 'invoice-pdf', id: invoice.id },
        },
      ],
    })
    expect(h.mailsTo(customer.email)).toHaveLength(0)

    release()
    await h.services.mail.settle()
    const [mail] = h.mailsTo(customer.email)
    expect(mail?.attachments).toMatchObject([{ filename, contentType: 'application/pdf' }])
    expect(new TextDecoder().decode(mail?.attachments?.[0]?.content.slice(0, 5))).toBe('%PDF-')
    const sent = await rowOf(customer.email)
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 })
    expect(sent?.attachments).toEqual([
      { filename, contentType: 'application/pdf', key: expect.stringMatching(/^mail\/.+\/0$/) },
    ])
    expect(await h.ports.files?.get(sent!.attachments![0]!.key)).toBeNull()
  })

  it('makes the PDF once: a retry after a refused first attempt sends the same bytes', async () => {
    let made = 0
    const counting: InvoicePdfMaker = {
      render(invoice, seller) {
        made++
        return serverInvoicePdf.render(invoice, seller)
      },
    }
    const handed: MailMessage[] = []
    const refusingOnce: Mailer = {
      async send(message) {
        handed.push(message)
        if (handed.length === 1) throw new Error('SMTP 421 geçici hata')
      },
    }
    h.withPorts({ invoicePdf: counting, mailer: refusingOnce })
    const admin = await h.adminToken()
    const customer = await h.createUser()
    await issued(h, admin.token, { customerEmail: customer.email })
    await h.services.mail.settle()
    const queued = await rowOf(customer.email)
    expect(queued).toMatchObject({ status: 'queued', attempts: 1 })
    expect(queued?.attachments?.[0]?.key).toMatch(/^mail\//)

    h.advance(RETRY_DELAYS_MINUTES[0] * 60)
    expect(await h.services.mail.retryDue(h.store.clock.now())).toMatchObject({ attempted: 1, sent: 1 })
    expect(made).toBe(1)
    const [first, retried] = handed.map((message) => message.attachments?.[0]?.content)
    expect(first?.length).toBeGreaterThan(1000)
    expect(retried).toEqual(first)
  })
}
