import type { MailMessage } from '../ports/infrastructure'
import { ownTemplateMail } from '../email-templates/own-template-mail'
import { escapeHtml, layout } from '../mail/mail-layout.shared'

export { escapeHtml, layout } from '../mail/mail-layout.shared'

/** The verification mail: SiteKur's own template 'verification-code', or 'verification-link' without a code. */
export function verificationMail(input: {
  to: string
  name: string
  code: string | null
  link: string
}): MailMessage {
  return input.code
    ? ownTemplateMail(
        'verification-code',
        input.to,
        { name: input.name, code: input.code, link: input.link },
        { highlights: { code: input.code, link: input.link } },
      )
    : ownTemplateMail(
        'verification-link',
        input.to,
        { name: input.name, link: input.link },
        { highlights: { link: input.link } },
      )
}

export function alreadyRegisteredMail(input: { to: string; name: string; loginUrl: string }): MailMessage {
  const lines = [
    `Merhaba ${input.name},`,
    'Bu e-posta adresiyle yeni bir kayıt ya da doğrulama isteği aldık, ancak adresiniz zaten doğrulanmış bir SiteKur hesabına ait.',
    'Giriş yapmak için aşağıdaki bağlantıyı kullanabilirsiniz. Bu isteği siz yapmadıysanız bu e-postayı yok sayın.',
  ]
  return {
    to: input.to,
    subject: 'SiteKur hesabınız zaten var',
    highlights: { link: input.loginUrl },
    text: [...lines, '', input.loginUrl].join('\n'),
    html: layout('Zaten bir hesabınız var', lines.map(escapeHtml), {
      label: 'Giriş yap',
      url: input.loginUrl,
    }),
  }
}
