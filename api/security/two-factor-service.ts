import type { ApiPorts } from '../ports'

// Placeholder wired in api/services.ts; the rules land with their routes.
export function createTwoFactorService(deps: { ports: ApiPorts }) {
  void deps
  return {}
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>
