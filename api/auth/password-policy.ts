import { ApiError } from '../lib/http'
import { commonPasswordsText } from './common-passwords.gen'

export const PASSWORD_MAX_LENGTH = 128

let commonPasswords: Set<string> | null = null
function isCommon(password: string): boolean {
  commonPasswords ??= new Set(commonPasswordsText.split('\n'))
  return (
    commonPasswords.has(password.toLocaleLowerCase('tr-TR')) || commonPasswords.has(password.toLowerCase())
  )
}

export const passwordMessages = {
  tooShort: (min: number) => `Şifre en az ${min} karakter olmalıdır.`,
  tooLong: `Şifre en fazla ${PASSWORD_MAX_LENGTH} karakter olabilir.`,
  common: 'Bu şifre çok yaygın ve kolayca tahmin edilebilir. Lütfen daha güçlü bir şifre seçin.',
}

/** Throws a 400 with a Turkish message when the password breaks the policy. */
export function assertPasswordAcceptable(password: string, minLength: number): void {
  const length = [...password].length
  if (length < minLength) throw new ApiError(400, passwordMessages.tooShort(minLength))
  if (length > PASSWORD_MAX_LENGTH) throw new ApiError(400, passwordMessages.tooLong)
  if (isCommon(password)) throw new ApiError(400, passwordMessages.common)
}
