import { escapeHtml, layout } from '../mail/mail-layout.shared'
import type { MailMessage } from '../ports/infrastructure'
import type { UserRecord } from '../users/user.shared'

// What the customer is told when their sites are suspended for an unpaid invoice and when paying
// brings them back (docs/rules/invoices-and-plans.md#dunning): in-app and by mail.

type Customer = Pick<UserRecord, 'name' | 'email'>

export const suspendedNotice = (graceDays: number) => ({
  title: 'Siteleriniz askıya alındı',
  message: `Son ödeme tarihinin üzerinden ${graceDays} günden fazla geçen ödenmemiş faturanız olduğu için yayındaki siteleriniz ziyaretçilere bakım sayfası gösteriyor. Siteleriniz silinmedi: faturanızı Ödeme sekmesinden ödediğiniz anda yeniden yayına girer.`,
})

export const reactivatedNotice = () => ({
  title: 'Siteleriniz yeniden yayında',
  message: 'Ödemeniz alındı; siteleriniz yeniden ziyaretçilere açıldı. Teşekkür ederiz.',
})

function mailOf(customer: Customer, notice: { title: string; message: string }, link: string): MailMessage {
  const lines = [`Merhaba ${customer.name},`, notice.message, `Ödeme sekmesi: ${link}`]
  return {
    to: customer.email,
    subject: `SiteKur: ${notice.title}`,
    text: [lines[0], '', ...lines.slice(1)].join('\n'),
    html: layout(notice.title, lines.map(escapeHtml)),
  }
}

export const suspendedMail = (customer: Customer, graceDays: number, link: string) =>
  mailOf(customer, suspendedNotice(graceDays), link)

export const reactivatedMail = (customer: Customer, link: string) =>
  mailOf(customer, reactivatedNotice(), link)
