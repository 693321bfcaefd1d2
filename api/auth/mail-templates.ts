import type { MailMessage } from '../ports/infrastructure'
import { escapeHtml, layout } from '../schemas/mail-layout'

export { escapeHtml, layout } from '../schemas/mail-layout'

export function verificationMail(input: {
  to: string
  name: string
  code: string | null
  link: string
}): MailMessage {
  const hello = `Merhaba ${input.name},`
  const codeLine = input.code
    ? `Doğrulama kodunuz: ${input.code} (15 dakika geçerlidir).`
    : 'Çok fazla hatalı kod denemesi yapıldığı için bu e-postada kod yok; aşağıdaki bağlantıyı kullanın.'
  const linkLine =
    'E-posta adresinizi bağlantıyla da doğrulayabilirsiniz (24 saat geçerlidir, tek kullanımlıktır):'
  return {
    to: input.to,
    highlights: input.code ? { code: input.code, link: input.link } : { link: input.link },
    subject: input.code
      ? `SiteKur doğrulama kodunuz: ${input.code}`
      : 'SiteKur e-posta doğrulama bağlantınız',
    text: [
      hello,
      '',
      codeLine,
      '',
      linkLine,
      input.link,
      '',
      'Bu isteği siz yapmadıysanız bu e-postayı yok sayın.',
    ].join('\n'),
    html: layout(
      'E-posta adresinizi doğrulayın',
      [
        escapeHtml(hello),
        input.code
          ? `Doğrulama kodunuz: <strong style="font-size:24px;letter-spacing:4px">${input.code}</strong> (15 dakika geçerlidir).`
          : escapeHtml(codeLine),
        escapeHtml(linkLine),
        'Bu isteği siz yapmadıysanız bu e-postayı yok sayın.',
      ],
      { label: 'E-postamı doğrula', url: input.link },
    ),
  }
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
