import { expect } from 'vitest'

// What the forgotten-password suite expects the server to say, and how it reads a reset mail.

export const REQUESTED = {
  success: true,
  message:
    'Bu adrese kayıtlı bir hesap varsa şifre sıfırlama bağlantısı ve 6 haneli kod gönderildi. Gelen kutunuzu (ve istenmeyen klasörünü) kontrol edin; ikisi de 30 dakika geçerlidir.',
}
export const CHANGED = {
  success: true,
  message: 'Şifreniz değiştirildi ve tüm oturumlarınız kapatıldı. Yeni şifrenizle giriş yapabilirsiniz.',
}
export const INVALID = {
  success: false,
  message:
    'Şifre sıfırlama bağlantısı veya kodu geçersiz, kullanılmış ya da süresi dolmuş. Lütfen yeni bir şifre sıfırlama isteyin.',
}
export const WRONG_CODE = {
  success: false,
  message: 'Kod hatalı. Lütfen e-postanızdaki 6 haneli kodu kontrol edin.',
}
export const TOO_MANY_CODES = {
  success: false,
  message:
    'Çok fazla hatalı kod denendi; bu şifre sıfırlama isteği iptal edildi. Lütfen yeni bir şifre sıfırlama isteyin.',
}
export const NEW_PASSWORD = 'Yeni-Sifre-Limon-58!'

export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** The code (subject) and the link's token of a reset mail. */
export function proofsIn(mail: { subject: string; text: string } | undefined, email: string) {
  const code = mail?.subject.match(/şifre sıfırlama kodunuz: (\d{6})/)?.[1]
  const link = mail?.text.match(/https?:\/\/\S+#\/reset-password\?(\S+)/)?.[1]
  const query = new URLSearchParams(link ?? '')
  if (!code || !query.get('token')) throw new Error(`no reset mailed to ${email}`)
  expect(query.get('email')).toBe(email)
  return { code, token: query.get('token') ?? '' }
}
