import { ApiError, messages } from '../lib/http'
import type { SystemSettings } from './settings.shared'
import { settingsMessages, smtpTestMessages, type SmtpTestInput } from './settings-admin.shared'

// The stored SMTP password goes only to the server it was saved for
// (docs/rules/system-settings.md#the-stored-password-stays-with-its-server): the same host, port and
// encryption. Whoever names another server without giving its password (a stolen admin session, or a
// slip of the hand) would otherwise have SiteKur hand the secret to that server, in clear with 'none'.
// The user name is not part of it: with another user name the password still goes only to its server.

type SmtpServer = Pick<SystemSettings, 'smtpHost' | 'smtpPort' | 'smtpEncryption'>

/** Host names are compared without case, as DNS does; an address and a name are different servers. */
export function sameSmtpServer(a: SmtpServer, b: SmtpServer): boolean {
  return (
    a.smtpHost.toLowerCase() === b.smtpHost.toLowerCase() &&
    a.smtpPort === b.smtpPort &&
    a.smtpEncryption === b.smtpEncryption
  )
}

/** A stored password that `next` would keep beside another server (no new one given, none cleared). */
function strandsStoredPassword(current: SystemSettings, next: SystemSettings): boolean {
  return (
    current.smtpPassword !== '' &&
    next.smtpPassword === current.smtpPassword &&
    next.smtpHost !== '' &&
    !sameSmtpServer(current, next)
  )
}

/**
 * A settings write (PUT, PATCH) that names another SMTP server keeps the stored password only with a
 * new one given: else 400 on the field, and nothing is stored. `passwordGiven`: the write carried a
 * non-empty password (the same one again counts, whoever knows it leaks nothing).
 */
export function assertStoredSmtpPasswordStays(
  current: SystemSettings,
  next: SystemSettings,
  passwordGiven: boolean,
): void {
  if (passwordGiven || !strandsStoredPassword(current, next)) return
  throw new ApiError(400, messages.invalidBody, {
    data: { errors: [{ path: 'smtpPassword', message: settingsMessages.smtpPasswordForNewServer }] },
  })
}

/**
 * The settings "Bağlantıyı test et" connects with: the submitted values over the saved ones. An empty
 * password means the saved one only for the saved server; for another server with a user name the
 * test is refused (400), without a user name it connects without authenticating.
 */
export function smtpTestSettings(saved: SystemSettings, input: SmtpTestInput): SystemSettings {
  const submitted = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined))
  if (submitted.smtpPassword === '') delete submitted.smtpPassword
  const merged: SystemSettings = { ...saved, ...submitted }
  const storedPasswordStays = saved.smtpPassword === '' || sameSmtpServer(saved, merged)
  if (merged.smtpHost === '' || input.smtpPassword || storedPasswordStays) return merged
  if (merged.smtpUsername !== '') throw new ApiError(400, smtpTestMessages.passwordForNewServer)
  return { ...merged, smtpPassword: '' }
}
