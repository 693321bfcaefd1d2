// Maintenance mode's refusal (docs/rules/system-settings.md#maintenance-mode): no zod here, the app's
// first-load code reads it.

/** The machine-readable code of a maintenance-mode refusal (503). */
export const MAINTENANCE_CODE = 'MAINTENANCE'
export const MAINTENANCE_MESSAGE = 'Sistem bakımda. Lütfen daha sonra tekrar deneyin.'
