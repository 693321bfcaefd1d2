import type { ApiPorts } from '../ports'

export interface SystemStatus {
  ok: boolean
  time: string
  source: 'network' | 'emulated'
  version?: string
  database?: { ok: boolean; driver: string }
  mail?: string
}

/** What GET /health reports (and the admin dashboard's system status shows). */
export async function systemStatus(ports: ApiPorts): Promise<SystemStatus> {
  let database: { ok: boolean; driver: string } | undefined
  if (ports.repos.health) {
    database = await ports.repos.health().catch(() => ({ ok: false, driver: 'unknown' }))
  }
  return {
    ok: database?.ok ?? true,
    time: ports.clock.now().toISOString(),
    source: ports.config.issuesDemoTokens ? 'emulated' : 'network',
    ...(ports.config.version ? { version: ports.config.version } : {}),
    ...(database ? { database } : {}),
    ...(ports.mailer.transport ? { mail: ports.mailer.transport } : {}),
  }
}
