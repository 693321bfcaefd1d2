// Maintenance mode as the app learns it (docs/rules/system-settings.md#maintenance-mode): a call answered
// 503 with the MAINTENANCE code switches the app to its maintenance page until the page is reloaded.
import { proxy } from 'valtio/vanilla'
import { MAINTENANCE_CODE } from '../../api/settings/maintenance.shared'

export const maintenanceState = proxy({ active: false, message: '' })

/** Called with every API answer's status and body. */
export function noteMaintenance(status: number, body: unknown): void {
  if (status !== 503 || typeof body !== 'object' || body === null) return
  const answer = body as { message?: unknown; data?: { code?: unknown } }
  if (answer.data?.code !== MAINTENANCE_CODE) return
  maintenanceState.message = typeof answer.message === 'string' ? answer.message : ''
  maintenanceState.active = true
}
