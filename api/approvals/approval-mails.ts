import { escapeHtml, layout } from '../auth/mail-templates'
import type { MailMessage } from '../ports/infrastructure'
import type { ApprovalRecord } from './approval.shared'
import { approvalLabel } from './approval-messages.shared'

// The approvals' mails and in-app notices (docs/rules/approvals.md#who-is-told).

function mail(to: string, subject: string, title: string, lines: string[], url?: string): MailMessage {
  return {
    to,
    subject,
    text: [...lines, ...(url ? ['', url] : [])].join('\n'),
    html: layout(title, lines.map(escapeHtml), url ? { label: 'Panele git', url } : undefined),
  }
}

/** The code that proves a new address is the customer's (subject carries the code, as sign-up's does). */
export function emailChangeCodeMail(input: { to: string; name: string; code: string }): MailMessage {
  const lines = [
    `Merhaba ${input.name},`,
    `SiteKur hesabınızın e-posta adresini bu adresle değiştirmek için doğrulama kodunuz: ${input.code} (15 dakika geçerlidir).`,
    'Bu isteği siz yapmadıysanız bu e-postayı yok sayın; hesabınızda hiçbir şey değişmez.',
  ]
  return {
    ...mail(input.to, `SiteKur e-posta değişikliği kodunuz: ${input.code}`, 'Yeni e-posta adresiniz', lines),
    highlights: { code: input.code },
  }
}

/** The in-app notice of a decision. */
export function decisionNotice(approval: ApprovalRecord): { title: string; message: string } {
  const label = approvalLabel(approval)
  if (approval.status === 'approved') {
    const notes = approval.adminNotes ? ` Not: ${approval.adminNotes}` : ''
    return { title: 'Talebiniz onaylandı', message: `${label} talebiniz onaylandı ve uygulandı.${notes}` }
  }
  return {
    title: 'Talebiniz reddedildi',
    message: `${label} talebiniz reddedildi. Neden: ${approval.adminNotes ?? ''}`,
  }
}

/** The mail of a decision, to the customer's address as it is after the change. */
export function decisionMail(approval: ApprovalRecord, to: string, name: string, dashboardUrl: string) {
  const notice = decisionNotice(approval)
  return mail(
    to,
    `SiteKur: ${notice.title.toLocaleLowerCase('tr-TR')}`,
    notice.title,
    [`Merhaba ${name},`, notice.message],
    dashboardUrl,
  )
}

/** After an approved account deletion the account is gone: only this mail tells the customer. */
export function accountDeletedMail(approval: ApprovalRecord): MailMessage {
  const notes = approval.adminNotes ? [`Not: ${approval.adminNotes}`] : []
  return mail(approval.userEmail, 'SiteKur hesabınız silindi', 'Hesabınız silindi', [
    `Merhaba ${approval.userName},`,
    'Hesap silme talebiniz onaylandı: SiteKur hesabınız, websiteleriniz, talepleriniz ve yüklediğiniz dosyalar silindi.',
    ...notes,
    'Bizi tercih ettiğiniz için teşekkür ederiz.',
  ])
}
