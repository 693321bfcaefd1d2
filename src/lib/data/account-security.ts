// Account security: two-factor sign-in (GET/POST/DELETE /api/me/two-factor…) and the sessions list
// (GET/DELETE /api/me/sessions). These writes are never queued offline (the API declares them
// transient): a code or a session is only good now.
import type { TwoFactorProofInput } from '../../../api/security/two-factor.shared'
import { api, lazySchema } from '../api-client'
import { sessionState } from '../session'
import { useStore } from '../use-store'
import { useResourceQuery, type ResourceQueryOptions } from './resource-query'
import { write } from './write-outcome'

export const TWO_FACTOR_PATH = '/api/me/two-factor'
export const SESSIONS_PATH = '/api/me/sessions'

export const accountSecurityKeys = {
  twoFactor: ['twoFactorCredentials'] as const,
  sessions: ['sessions'] as const,
}

const twoFactorSchemas = () => import('../../../api/security/two-factor.shared')
const sessionSchemas = () => import('../../../api/security/sessions.shared')
const statusSchema = lazySchema(() =>
  twoFactorSchemas().then((m) => m.twoFactorStatusResponseSchema.transform((answer) => answer.data)),
)
const enrolmentSchema = lazySchema(() =>
  twoFactorSchemas().then((m) => m.twoFactorEnrolmentResponseSchema.transform((answer) => answer.data)),
)
const recoveryCodesSchema = lazySchema(() =>
  twoFactorSchemas().then((m) =>
    m.recoveryCodesResponseSchema.transform((answer) => answer.data.recoveryCodes),
  ),
)
const messageSchema = lazySchema(() =>
  import('../../../api/auth/auth.shared').then((m) => m.messageResponseSchema),
)
const sessionListSchema = lazySchema(() =>
  sessionSchemas().then((m) => m.sessionListResponseSchema.transform((answer) => answer.data)),
)
const sessionsClosedSchema = lazySchema(() => sessionSchemas().then((m) => m.sessionsClosedResponseSchema))

export function fetchTwoFactorStatus(signal?: AbortSignal) {
  return api.get(TWO_FACTOR_PATH, { schema: statusSchema, signal })
}

export const useTwoFactorStatus = (options: ResourceQueryOptions = {}) =>
  useResourceQuery(accountSecurityKeys.twoFactor, fetchTwoFactorStatus, { poll: false, ...options })

/**
 * An admin who must enrol before the back-office opens (the system setting is on and they have no
 * two-factor yet). False while unknown: the server refuses their admin calls regardless.
 */
export function useMustEnrolTwoFactor(): boolean {
  const isAdmin = useStore(sessionState).user?.role === 'admin'
  // Polled: the setting may be turned on while the back-office is open.
  const status = useTwoFactorStatus({ enabled: isAdmin, poll: true })
  return isAdmin && status.data?.required === true
}

const changes = [accountSecurityKeys.twoFactor]

export function startTwoFactorEnrolment() {
  return write(() => api.post(`${TWO_FACTOR_PATH}/enrolment`, {}), enrolmentSchema, changes)
}

export function confirmTwoFactor(code: string) {
  return write(() => api.post(`${TWO_FACTOR_PATH}/confirm`, { code }), recoveryCodesSchema, changes)
}

export function regenerateRecoveryCodes(proof: TwoFactorProofInput) {
  return write(() => api.post(`${TWO_FACTOR_PATH}/recovery-codes`, proof), recoveryCodesSchema, changes)
}

export function disableTwoFactor(proof: TwoFactorProofInput) {
  return write(() => api.delete(TWO_FACTOR_PATH, proof), messageSchema, changes)
}

export function fetchSessions(signal?: AbortSignal) {
  return api.get(SESSIONS_PATH, { schema: sessionListSchema, signal })
}

export const useSessions = () => useResourceQuery(accountSecurityKeys.sessions, fetchSessions)

export function closeSession(id: string) {
  return write(() => api.delete(`${SESSIONS_PATH}/${encodeURIComponent(id)}`), messageSchema, [
    accountSecurityKeys.sessions,
  ])
}

export function closeOtherSessions() {
  return write(() => api.delete(SESSIONS_PATH), sessionsClosedSchema, [accountSecurityKeys.sessions])
}
