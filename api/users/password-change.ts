import type { ActivityService } from '../activity/activity-service'
import { actorOf } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { escapeHtml, layout } from '../auth/mail-templates'
import { assertPasswordAcceptable } from '../auth/password-policy'
import type { AuthLimiters } from '../auth/rate-limits'
import type { RefreshTokens } from '../auth/refresh-tokens'
import { ApiError, tooManyRequests } from '../lib/http'
import type { MailService } from '../mail/mail-service'
import type { ApiPorts } from '../ports'
import type { PasswordChangeInput } from './password-change.shared'
import type { UserRecord } from './user.shared'
import { voidOpenInvitations } from '../security/open-invitations'
import type { SettingsService } from '../settings/settings-service'
import { passwordChangeMessages } from './password-change-messages.shared'

interface Deps {
  ports: ApiPorts
  settings: SettingsService
  activity: ActivityService
  audit: AuditService
  mail: MailService
  refreshTokens: RefreshTokens
  limiters: AuthLimiters
}

function passwordChangedMail(user: UserRecord, loginUrl: string) {
  const lines = [
    `Merhaba ${user.name},`,
    'SiteKur hesabınızın şifresi az önce değiştirildi ve diğer cihazlardaki oturumlarınız kapatıldı.',
    'Bu değişikliği siz yapmadıysanız hemen bizimle iletişime geçin.',
  ]
  return {
    to: user.email,
    subject: 'SiteKur şifreniz değiştirildi',
    text: [...lines, '', loginUrl].join('\n'),
    html: layout('Şifreniz değiştirildi', lines.map(escapeHtml), { label: 'Giriş yap', url: loginUrl }),
  }
}

// The customer's own password change (dashboard Profil): the current password proves it is them
// (a Google-only account without a password may set one), the policy applies, and every other
// session ends; the session making the change (its refresh family) stays signed in.
export function createPasswordChange(deps: Deps) {
  const { ports, limiters } = deps
  return async function changePassword(
    user: UserRecord,
    sessionId: string,
    input: PasswordChangeInput,
    ip: string,
  ): Promise<void> {
    const key = `password-change:${user.id}`
    if (user.passwordHash) {
      if (!input.currentPassword) throw new ApiError(400, passwordChangeMessages.currentRequired)
      const verdict = await limiters.passwordChange.check(key)
      if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds)
      if (!(await ports.passwords.verify(user.passwordHash, input.currentPassword))) {
        await limiters.passwordChange.hit(key)
        throw new ApiError(400, passwordChangeMessages.currentWrong)
      }
      if (input.currentPassword === input.newPassword)
        throw new ApiError(400, passwordChangeMessages.sameAsCurrent)
    }
    assertPasswordAcceptable(input.newPassword, (await deps.settings.get()).passwordMinLength)
    const passwordHash = await ports.passwords.hash(input.newPassword)
    const at = ports.clock.now().toISOString()
    await ports.repos.transaction(async (tx) => {
      const after = await tx.users.update(user.id, { passwordHash, updatedAt: at })
      await tx.refreshTokens.revokeOtherFamilies(user.id, sessionId, at)
      await voidOpenInvitations(tx, user.id)
      if (after) {
        const change = { actor: actorOf(user, ip), resource: 'users', recordId: user.id }
        await deps.audit.updated(tx, change, user, after)
      }
      await deps.activity.log(
        {
          userId: user.id,
          user: user.name,
          userEmail: user.email,
          action: 'Şifre değiştirildi',
          details: 'Diğer oturumlar kapatıldı.',
          type: 'security',
          severity: 'info',
          ipAddress: ip,
        },
        tx,
      )
    })
    await deps.mail.send(passwordChangedMail(user, `${ports.config.publicUrl}/#/login`))
  }
}
export type PasswordChange = ReturnType<typeof createPasswordChange>
