import { escapeHtml, layout } from '../auth/mail-templates'
import type { MailMessage } from '../ports/infrastructure'

// The invitation of an account an admin created: a link to set the password, never a password.
export function invitationMail(input: { to: string; name: string; link: string; days: number }): MailMessage {
  const lines = [
    `Merhaba ${input.name},`,
    'SiteKur ekibi sizin için bir hesap oluşturdu.',
    `Şifrenizi belirlemek için aşağıdaki bağlantıyı kullanın (${input.days} gün geçerlidir, tek kullanımlıktır):`,
  ]
  const closing = 'Bu hesabı siz istemediyseniz bu e-postayı yok sayabilirsiniz.'
  return {
    to: input.to,
    subject: 'SiteKur hesabınız hazır: şifrenizi belirleyin',
    highlights: { link: input.link },
    text: [...lines, input.link, '', closing].join('\n'),
    html: layout('Şifrenizi belirleyin', [...lines, closing].map(escapeHtml), {
      label: 'Şifremi belirle',
      url: input.link,
    }),
  }
}
