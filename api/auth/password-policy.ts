import { ApiError } from '../lib/http'
import { commonPasswordsText } from './common-passwords.gen'
import { PASSWORD_MAX_LENGTH, passwordMessages } from './auth-messages.shared'

let commonPasswords: Set<string> | null = null
function isCommon(password: string): boolean {
  commonPasswords ??= new Set(commonPasswordsText.split('\n'))
  return (
    commonPasswords.has(password.toLocaleLowerCase('tr-TR')) || commonPasswords.has(password.toLowerCase())
  )
}

/** Throws a 400 with a Turkish message when the password breaks the policy. */
export function assertPasswordAcceptable(password: string, minLength: number): void {
  const length = [...password].length
  if (length < minLength) throw new ApiError(400, passwordMessages.tooShort(minLength))
  if (length > PASSWORD_MAX_LENGTH) throw new ApiError(400, passwordMessages.tooLong)
  if (isCommon(password)) throw new ApiError(400, passwordMessages.common)
}
