import type { Context } from 'hono'
import type { ApiEnv } from '../context'
import { actorOf } from '../audit/actor'
import { csrfFailedMessage } from '../auth/csrf'
import { ApiError, messages, parseWith, readJson } from '../lib/http'
import type { UserRecord } from '../users/user.shared'
import type { Services } from '../services'
import type { CheckedInput, RouteAccess, RouteEntry } from './define-route'

// The checks every route gets from its declaration, in this order: access (401/403), path
// parameters and owner (404), query and body (400). Access comes first so an anonymous caller
// learns nothing about records or body rules.

async function authorize(
  access: RouteAccess,
  c: Context<ApiEnv>,
  services: Pick<Services, 'csrf' | 'guards'>,
) {
  switch (access) {
    case 'public':
      return null
    case 'csrf':
      if (!(await services.csrf.verify(c.req.header('x-csrf-token'))))
        throw new ApiError(403, csrfFailedMessage)
      return null
    case 'admin':
      return services.guards.requireAdmin(c)
    case 'user':
    case 'owner': {
      const user = await services.guards.requireUser(c)
      await services.guards.assertNotInMaintenance(user)
      return user
    }
  }
}

async function ownedRecord(route: RouteEntry, services: Services, params: unknown, user: UserRecord | null) {
  const owner = route.owner
  if (!owner || !user) return undefined
  const record = await owner.find(services, params)
  const ids = record === null ? null : owner.ownerIds(record)
  if (ids === null || !(typeof ids === 'string' ? [ids] : ids).includes(user.id)) {
    throw new ApiError(404, owner.notFound)
  }
  return record
}

function parseParams(route: RouteEntry, c: Context<ApiEnv>) {
  if (!route.params) return undefined
  const parsed = route.params.safeParse(c.req.param())
  // A malformed id names no record: the same 404 as a missing one.
  if (!parsed.success) throw new ApiError(404, route.owner?.notFound ?? messages.notFound)
  return parsed.data
}

async function parseBody(route: RouteEntry, c: Context<ApiEnv>) {
  if (!route.body || route.bodyContentType === 'multipart/form-data') return undefined
  const raw = await readJson(c)
  if (route.actions) {
    const action = typeof raw === 'object' && raw !== null ? (raw as { action?: unknown }).action : undefined
    if (!route.actions.includes(String(action))) throw new ApiError(400, messages.unknownAction)
  }
  return parseWith(route.body, raw)
}

async function run(route: RouteEntry, c: Context<ApiEnv>, services: Services): Promise<Response> {
  const user = await authorize(route.access, c, services)
  const params = parseParams(route, c)
  const record = await ownedRecord(route, services, params, user)
  const query = route.query ? parseWith(route.query, c.req.query()) : undefined
  const body = await parseBody(route, c)
  const claims = user ? c.get('claims') : null
  const ip = services.clientIp(c)
  const actor = user ? actorOf(user, ip) : null
  const input = { c, services, user, claims, actor, ip, params, query, body, record }
  const response = await route.handler(input)
  if (response.status < 300) await logActivity(route, input)
  return response
}

/** The entry a write route declared, written once the handler succeeded (define-route.ts). */
async function logActivity(route: RouteEntry, input: CheckedInput) {
  const spec = route.activity
  if (!spec || spec === 'service' || 'none' in spec) return
  const { services, user } = input
  await services.activity.log({
    userId: user?.id ?? null,
    user: user?.name ?? 'Ziyaretçi',
    userEmail: user?.email ?? '',
    action: spec.action,
    details: spec.details?.(input) ?? route.summary,
    type: spec.type,
    severity: spec.severity ?? 'info',
    ipAddress: input.ip,
    subject: spec.subject?.(input),
  })
}

/** Answers one request for `route`: the declared checks, then the handler. */
export async function runRoute(route: RouteEntry, c: Context<ApiEnv>, services: Services): Promise<Response> {
  if (!route.onError) return run(route, c, services)
  try {
    return await run(route, c, services)
  } catch (error) {
    if (error instanceof ApiError) return route.onError(c, error)
    throw error
  }
}
