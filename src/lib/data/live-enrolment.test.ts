import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { TwoFactorStatus } from '../../../api/security/two-factor.shared'
import type { LiveStreamOptions } from '../live-stream'
import { accountSecurityKeys } from './account-security'
import { holdLiveStream } from './live'
import { liveAwaitingEnrolment } from './live-enrolment'
import { queryClient } from './query-client'
import { userScopedKey } from './resource-query'

// docs/rules/live-updates.md#the-client: a 403 'two_factor_required' on the admin stream waits for the
// admin's enrolment and restarts the stream when the two-factor status says it is done.
const opened = vi.hoisted(() => [] as { options: LiveStreamOptions; closed: boolean }[])
vi.mock('../live-stream', () => ({
  connectLiveStream: (options: LiveStreamOptions) => {
    const entry = { options, closed: false }
    opened.push(entry)
    return { close: () => void (entry.closed = true) }
  },
}))

const statusKey = userScopedKey(accountSecurityKeys.twoFactor, null)
const status = (required: boolean): TwoFactorStatus => ({
  enabled: !required,
  pendingEnrolment: false,
  recoveryCodesLeft: 0,
  required,
  hasPassword: true,
})

describe('the admin stream refused until two-factor enrolment', () => {
  beforeEach(() => {
    opened.length = 0
    queryClient.clear()
  })

  it('waits, tells the shell, and starts again once the status says enrolment is done', () => {
    const release = holdLiveStream('admin')
    expect(opened).toHaveLength(1)
    opened[0]!.options.onRefused({ status: 403, code: 'two_factor_required' })
    expect(liveAwaitingEnrolment.admin).toBe(true)

    queryClient.setQueryData(statusKey, status(true))
    expect(opened).toHaveLength(1)

    queryClient.setQueryData(statusKey, status(false))
    expect(opened).toHaveLength(2)
    expect(liveAwaitingEnrolment.admin).toBe(false)

    release()
    expect(opened[1]!.closed).toBe(true)
  })

  it('does not restart after another 403, nor once the stream is let go', () => {
    const release = holdLiveStream('admin')
    opened[0]!.options.onRefused({ status: 403, code: null })
    expect(liveAwaitingEnrolment.admin).toBe(false)
    queryClient.setQueryData(statusKey, status(false))
    expect(opened).toHaveLength(1)

    opened[0]!.options.onRefused({ status: 403, code: 'two_factor_required' })
    release()
    expect(liveAwaitingEnrolment.admin).toBe(false)
    queryClient.setQueryData(statusKey, status(false))
    expect(opened).toHaveLength(1)
  })
})
