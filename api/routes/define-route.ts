import type { Context } from 'hono'
import type { z } from 'zod'
import type { AccessClaims, ApiEnv } from '../context'
import type { Actor } from '../audit/actor'
import type { ApiError } from '../lib/http'
import type { ActivitySeverity, ActivityType } from '../activity/activity-log.shared'
import type { UserRecord } from '../users/user.shared'
import type { Services } from '../services'

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch'

/**
 * Who may call a route, checked before its handler runs:
 * public: anyone; csrf: a valid X-CSRF-Token header; user: a signed-in user (stored, active, session
 * not revoked); admin: a signed-in admin; owner: a signed-in user acting on a record whose owner is
 * that user (anyone else's record answers 404, as if it did not exist).
 */
export type RouteAccess = 'public' | 'csrf' | 'user' | 'admin' | 'owner'
export const ROUTE_ACCESS_LEVELS = ['public', 'csrf', 'user', 'admin', 'owner'] as const

export type RouteResponses = Record<number, { description: string; schema?: z.ZodType }>

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined
type UserOf<A extends RouteAccess> = A extends 'public' | 'csrf' ? null : UserRecord

/** What a handler receives: everything already checked and parsed. */
export interface RouteInput<A extends RouteAccess, P, Q, B, R> {
  c: Context<ApiEnv>
  services: Services
  user: UserOf<A>
  /** The verified token of `user` (its sessionId names the session). */
  claims: A extends 'public' | 'csrf' ? null : AccessClaims
  /** `user` and their address, as the activity log and the audit trail record who acted. */
  actor: A extends 'public' | 'csrf' ? null : Actor
  /** The caller's address as the host sees it ('unknown' when it cannot tell). */
  ip: string
  params: Parsed<P>
  query: Parsed<Q>
  body: Parsed<B>
  /** Owner routes: the record named by the path, already shown to belong to `user`. */
  record: R
}

/** How an owner route finds its record and reads who owns it. */
export interface OwnerCheck<P, R> {
  find: (services: Services, params: Parsed<P>) => Promise<R | null>
  ownerIds: (record: R) => string | null | readonly string[]
  notFound: string
}

/**
 * A record of `owner` that an owner route can act on, as the path parameters naming it. The
 * authorization sweep (tests/contract) calls it, so every owner route is swept without edits.
 */
export type OwnerExample = (services: Services, owner: UserRecord) => Promise<Record<string, string>>

/** The live event's subject of a logged write: what changed and which customers it concerns. */
export interface ActivitySubject {
  resource: string
  recordId?: string | null
  userIds?: readonly string[]
}

/**
 * The activity entry a write leaves (docs/rules/activity-and-audit.md). Every route that is not a GET
 * declares one (a test sweeps the table):
 * - an entry: the table logs it, as the signed-in user and from their address, once the handler
 *   answered with a success;
 * - 'service': the service logs it itself, with details only it knows;
 * - `{ none: reason }`: the call changes no business data (a preview, a draft, a token).
 */
export type RouteActivity<I = CheckedInput> =
  | {
      type: ActivityType
      /** 'Kullanıcı güncellendi' */
      action: string
      severity?: ActivitySeverity
      details?: (input: I) => string
      subject?: (input: I) => ActivitySubject
    }
  | 'service'
  | { none: string }

export interface RouteDefinition<A extends RouteAccess, P, Q, B, R> {
  method: HttpMethod
  path: string
  summary: string
  tag: string
  access: A
  params?: P
  query?: Q
  body?: B
  /** How `body` travels (default application/json). Multipart bodies are read by the handler. */
  bodyContentType?: 'application/json' | 'multipart/form-data'
  /** The body's `action` must be one of these (else 400 'Geçersiz işlem.') before the schema applies. */
  actions?: readonly string[]
  /** A sign-in call: its answers carry credentials, so clients never queue, replay or cache it. */
  session?: boolean
  /**
   * An answer that is only good now (a live preview): clients never queue it offline nor answer it from
   * a cache; without the network it fails.
   */
  transient?: boolean
  owner?: OwnerCheck<P, R>
  example?: OwnerExample
  activity?: RouteActivity<RouteInput<A, P, Q, B, R>>
  /** The shape of a failure when it differs from `{ success: false, message }`. */
  onError?: (c: Context<ApiEnv>, error: ApiError) => Response
  responses: RouteResponses
  handler: (input: RouteInput<A, P, Q, B, R>) => Response | Promise<Response>
}

/** A route with its types erased: what the table, the app, the OpenAPI document and the sweep read. */
export interface RouteEntry {
  method: HttpMethod
  path: string
  summary: string
  tag: string
  access: RouteAccess
  params?: z.ZodObject
  query?: z.ZodObject
  body?: z.ZodType
  bodyContentType?: 'application/json' | 'multipart/form-data'
  actions?: readonly string[]
  session: boolean
  transient: boolean
  owner?: {
    find: (services: Services, params: unknown) => Promise<unknown>
    ownerIds: (record: unknown) => string | null | readonly string[]
    notFound: string
  }
  example?: OwnerExample
  activity?: RouteActivity
  onError?: (c: Context<ApiEnv>, error: ApiError) => Response
  responses: RouteResponses
  handler: (input: CheckedInput) => Response | Promise<Response>
}

/** The handler input as the table builds it, before the declaration's types narrow it. */
export interface CheckedInput {
  c: Context<ApiEnv>
  services: Services
  user: UserRecord | null
  claims: AccessClaims | null
  actor: Actor | null
  ip: string
  params: unknown
  query: unknown
  body: unknown
  record: unknown
}

/**
 * Declares a route: its access, path parameters, query and body are checked by the table
 * (api/routes/run-route.ts) before `handler` runs, and the OpenAPI document is generated from the
 * same declaration.
 */
export function defineRoute<
  A extends RouteAccess,
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R = never,
>(definition: RouteDefinition<A, P, Q, B, R>): RouteEntry {
  const isOwner = definition.access === 'owner'
  if (isOwner !== Boolean(definition.owner) || isOwner !== Boolean(definition.example)) {
    throw new Error(`${definition.method} ${definition.path}: owner routes (only) declare owner and example`)
  }
  // The generic parameters only type the handler's input; the table works on the erased shape.
  return {
    ...definition,
    session: definition.session ?? false,
    transient: definition.transient ?? false,
  } as unknown as RouteEntry
}
