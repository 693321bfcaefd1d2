// The device tokens the server hands out at sign-in (`device_token`), one per account, kept in
// localStorage and sent back with the next login (`deviceToken`). While an account is under a
// guessing attack the server slows sign-ins from unknown devices; this device stays known
// (docs/decisions/0010-login-limits-without-lockouts.md). Not a credential: the password is still checked.

const KEY = 'sitekur.deviceTokens'

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null // storage disabled: every device is an unknown one
  }
}

function read(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {}
  } catch {
    return {}
  }
}

const accountKey = (email: string) => email.trim().toLowerCase()

export function deviceTokenFor(email: string): string | undefined {
  const token = read()[accountKey(email)]
  return typeof token === 'string' ? token : undefined
}

export function rememberDeviceToken(email: string, token: string | undefined): void {
  if (!token) return
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...read(), [accountKey(email)]: token }))
  } catch {
    // quota or disabled storage: the next sign-in is simply from an unknown device
  }
}
