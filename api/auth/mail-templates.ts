import type { MailMessage } from '../ports/infrastructure'

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

export function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('')
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f172a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : ''
  return `<!doctype html><html lang="tr"><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}<p style="color:#64748b;font-size:12px">SiteKur</p></body></html>`
}

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
