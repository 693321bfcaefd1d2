// The admin stream of an admin who must enrol in two-factor first answers 403 with the code
// TWO_FACTOR_REQUIRED_CODE (docs/rules/account-security.md#admins-must-enrol). That refusal is not for
// good: the stream waits until the two-factor status says enrolment is no longer required (the admin
// enrolled, or the setting was turned off), then starts again (docs/rules/live-updates.md#the-client).
// The admin shell reads `liveAwaitingEnrolment` to send the admin to /admin/two-factor at once.
import { proxy } from 'valtio/vanilla'
import type { TwoFactorStatus } from '../../../api/security/two-factor.shared'
import type { LiveStreamRefusal } from '../live-stream'
import { TWO_FACTOR_REQUIRED_CODE } from '../../../api/security/two-factor-required.shared'
import { accountSecurityKeys } from './account-security'
import { queryClient } from './query-client'

type StreamKind = 'admin' | 'customer'

/** Which streams wait for the signed-in admin's enrolment. */
export const liveAwaitingEnrolment = proxy<Record<StreamKind, boolean>>({ admin: false, customer: false })

const restarts = new Map<StreamKind, () => void>()

export const isEnrolmentRefusal = (refusal: LiveStreamRefusal) =>
  refusal.status === 403 && refusal.code === TWO_FACTOR_REQUIRED_CODE

/** The stream was refused until enrolment: keep `restart` for then, and read the status now. */
export function awaitEnrolment(kind: StreamKind, restart: () => void): void {
  restarts.set(kind, restart)
  liveAwaitingEnrolment[kind] = true
  void queryClient.invalidateQueries({ queryKey: accountSecurityKeys.twoFactor })
}

/** The stream's last user let it go: nothing waits any more. */
export function stopAwaitingEnrolment(kind: StreamKind): void {
  restarts.delete(kind)
  liveAwaitingEnrolment[kind] = false
}

function enrolmentDone(): void {
  for (const [kind, restart] of [...restarts]) {
    stopAwaitingEnrolment(kind)
    restart()
  }
}

// Every successful read of the two-factor status (after the confirm write, by polling, or the read
// asked for above) may end the wait.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.action.type !== 'success') return
  if (event.query.queryKey[0] !== accountSecurityKeys.twoFactor[0]) return
  const status = event.query.state.data as TwoFactorStatus | undefined
  if (status?.required === false) enrolmentDone()
})
