import { ownTemplateMail } from '../email-templates/own-template-mail'
import type { MailMessage } from '../ports/infrastructure'
import { PASSWORD_RESET_TTL_MINUTES } from './password-reset-messages.shared'

// The forgotten-password mails (docs/rules/accounts-and-sign-in.md#forgotten-password), SiteKur's own
// templates 'password-reset' and 'password-changed' (docs/rules/email-templates.md#kinds).

/** Told to an account that signs in with Google only: the password the reset sets is an extra way in. */
export const GOOGLE_ONLY_NOTE =
  'Hesabınız Google ile giriş kullanıyor: “Google ile devam et” ile şifresiz girebilirsiniz. Burada belirleyeceğiniz şifre, e-posta ve şifreyle girişi de açar.'

const timeFormat = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Istanbul',
})

/** The link and the code of a reset; the code is what the offline demo shows instead of mailing it. */
export function passwordResetMail(input: {
  to: string
  name: string
  code: string
  link: string
  googleOnly: boolean
}): MailMessage {
  return ownTemplateMail(
    'password-reset',
    input.to,
    {
      name: input.name,
      code: input.code,
      link: input.link,
      minutes: String(PASSWORD_RESET_TTL_MINUTES),
      googleNote: input.googleOnly ? GOOGLE_ONLY_NOTE : '',
    },
    { highlights: { code: input.code, link: input.link } },
  )
}

/** The security notice after a reset: when (Istanbul time), never the password. */
export function passwordChangedMail(input: { to: string; name: string; at: Date; loginUrl: string }) {
  return ownTemplateMail('password-changed', input.to, {
    name: input.name,
    time: timeFormat.format(input.at),
    link: input.loginUrl,
  })
}
