// Live updates (docs/rules/live-updates.md#the-client): the admin's and the customer's streams, and what
// an event refreshes. One table below says which cached reads show each resource; while a stream is
// open, the reads it covers poll every LIVE_POLL_INTERVAL_MS instead of every 30 s (the stream is best
// effort, so polling stays as a safety net), and when it goes down they poll as before. A 401 signs out;
// a 403 'two_factor_required' waits for the admin's enrolment and starts again (./live-enrolment.ts).
import { useEffect } from 'react'
import type { Query, QueryKey } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { proxy } from 'valtio/vanilla'
import type { LiveEvent } from '../../../api/live/live-event.shared'
import { SESSION_RESOURCE, SIGNED_OUT } from '../../../api/live/live-event.shared'
import {
  connectLiveStream,
  type LiveStreamConnection,
  type LiveStreamRefusal,
  type LiveStreamState,
} from '../live-stream'
import { sessionState, signOut } from '../session'
import { ensureFreshToken } from '../session-refresh'
import { notify } from '../toast'
import { accountSecurityKeys } from './account-security'
import { awaitEnrolment, isEnrolmentRefusal, stopAwaitingEnrolment } from './live-enrolment'
import { queryClient, REFETCH_INTERVAL_MS } from './query-client'

export type LiveStreamKind = 'admin' | 'customer'

export const LIVE_STREAM_PATHS: Record<LiveStreamKind, string> = {
  admin: '/api/admin/stream',
  customer: '/api/me/stream',
}

/** How often the reads a live stream covers still poll while it is open. */
export const LIVE_POLL_INTERVAL_MS = 120_000

export const SIGNED_OUT_MESSAGE = 'Oturumunuz sonlandırıldı. Lütfen tekrar giriş yapın.'

const WEBSITE_WORK = [
  ['website-requests'],
  ['customer-requests'],
  ['support-tickets'],
  ['support-desk'],
  ['websites'],
] as const satisfies QueryKey[]

/**
 * The one mapping from an event's resource to the cached reads that show it (their key prefixes).
 * Resources are the API's declared names; an activity entry without a declared subject names its type
 * (user, website, payment, security, system). A new data module adds its key here.
 */
export const LIVE_QUERY_KEYS: Readonly<Record<string, readonly QueryKey[]>> = {
  websiteRequests: [['website-requests']],
  customerRequests: [['customer-requests'], ['support-desk']],
  supportTickets: [['support-tickets'], ['support-desk']],
  threadReplies: [['support-desk'], ['thread-replies'], ['customer-requests'], ['support-tickets']],
  websites: [['websites']],
  publishedSites: [['websites']],
  users: [['users'], ['me']],
  refreshTokens: [accountSecurityKeys.sessions],
  twoFactorCredentials: [accountSecurityKeys.twoFactor, accountSecurityKeys.sessions],
  invoices: [['invoices']],
  uploads: [['uploads']],
  notifications: [['notifications']],
  // A visitor's message, a booking's decision: the inbox and the tab bar's unread count.
  formSubmissions: [['form-submissions']],
  packages: [['packages'], ['me', 'plan']],
  // A decision also changes the customer's record, plan or websites.
  approvals: [['approvals'], ['me'], ['users'], ['websites']],
  website: WEBSITE_WORK,
  user: [['users'], ['me']],
  payment: [['invoices']],
  security: [accountSecurityKeys.sessions, accountSecurityKeys.twoFactor],
  system: [],
}

/** Every admin event also refreshes these: the dashboards, the bell's counts, the logs. */
export const ADMIN_EVENT_KEYS: readonly QueryKey[] = [
  ['admin-overview'],
  ['analytics'],
  ['activityLog'],
  ['auditTrail'],
  ['website-requests', 'admin', 'stats'],
  ['live-bell'],
]

/** The query keys one event refreshes on a stream of this kind. */
export function keysForEvent(event: LiveEvent, kind: LiveStreamKind): QueryKey[] {
  const keys = [...(LIVE_QUERY_KEYS[event.resource] ?? WEBSITE_WORK)]
  const type = event.entry?.type
  if (type && type !== event.resource) keys.push(...(LIVE_QUERY_KEYS[type] ?? []))
  if (kind === 'admin') keys.push(...ADMIN_EVENT_KEYS)
  return keys
}

const headsOf = (keys: readonly QueryKey[]) => new Set<unknown>(keys.map((key) => key[0]))
const CUSTOMER_HEADS = headsOf(Object.values(LIVE_QUERY_KEYS).flat())
const ADMIN_HEADS = headsOf([...Object.values(LIVE_QUERY_KEYS).flat(), ...ADMIN_EVENT_KEYS])

/** The connection state of each stream (the monitor shows the admin's). */
export const liveState = proxy<Record<LiveStreamKind, LiveStreamState>>({
  admin: 'closed',
  customer: 'closed',
})

/** The refetch interval of a read: slower while an open live stream covers it. */
export function livePollInterval(query: Pick<Query, 'queryKey'>): number {
  const head = query.queryKey[0]
  const covered =
    (liveState.admin === 'open' && ADMIN_HEADS.has(head)) ||
    (liveState.customer === 'open' && CUSTOMER_HEADS.has(head))
  return covered ? LIVE_POLL_INTERVAL_MS : REFETCH_INTERVAL_MS
}

const defaults = queryClient.getDefaultOptions()
queryClient.setDefaultOptions({
  ...defaults,
  queries: { ...defaults.queries, refetchInterval: livePollInterval },
})

type Listener = (event: LiveEvent, kind: LiveStreamKind) => void
const listeners = new Set<Listener>()

/** Every event as it arrives (the live monitor lists them). */
export function subscribeLiveEvents(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

let onSignedOut: () => void = () => void signOut()

function refreshCovered(kind: LiveStreamKind) {
  // What happened while the stream was down was not streamed: read it again (this also re-times the
  // polling of those reads).
  const heads = kind === 'admin' ? ADMIN_HEADS : CUSTOMER_HEADS
  void queryClient.invalidateQueries({ predicate: (query) => heads.has(query.queryKey[0]) })
}

function receive(event: LiveEvent, kind: LiveStreamKind) {
  const me = sessionState.user?.id
  if (
    event.resource === SESSION_RESOURCE &&
    event.action === SIGNED_OUT &&
    me &&
    event.userIds.includes(me)
  ) {
    onSignedOut()
    return
  }
  for (const queryKey of keysForEvent(event, kind)) void queryClient.invalidateQueries({ queryKey })
  listeners.forEach((listener) => listener(event, kind))
}

interface HeldStream {
  connection: LiveStreamConnection
  users: number
}

const connections = new Map<LiveStreamKind, HeldStream>()

function refused(kind: LiveStreamKind, held: HeldStream, refusal: LiveStreamRefusal) {
  if (refusal.status === 401) onSignedOut()
  else if (isEnrolmentRefusal(refusal))
    awaitEnrolment(kind, () => {
      if (connections.get(kind) === held) held.connection = open(kind, held)
    })
}

function open(kind: LiveStreamKind, held: HeldStream): LiveStreamConnection {
  return connectLiveStream({
    path: LIVE_STREAM_PATHS[kind],
    token: async () => {
      await ensureFreshToken()
      return sessionState.accessToken
    },
    onEvent: (event) => receive(event, kind),
    onState: (state) => {
      const was = liveState[kind]
      liveState[kind] = state
      if (state === 'open' || was === 'open') refreshCovered(kind)
    },
    onRefused: (refusal) => refused(kind, held, refusal),
  })
}

/** Holds this kind of stream open (one connection however many hold it); returns the release. */
export function holdLiveStream(kind: LiveStreamKind): () => void {
  const current = connections.get(kind)
  if (current) {
    current.users++
  } else {
    const held: HeldStream = { connection: { close: () => undefined }, users: 1 }
    connections.set(kind, held)
    held.connection = open(kind, held)
  }
  return () => {
    const held = connections.get(kind)
    if (!held || --held.users > 0) return
    connections.delete(kind)
    stopAwaitingEnrolment(kind)
    held.connection.close()
  }
}

/**
 * Keeps this kind of stream open while the calling component is mounted and someone is signed in.
 * When the server ends the session, the app signs out and shows the login screen with a message.
 */
export function useLiveUpdates(kind: LiveStreamKind, userId: string | null): void {
  const navigate = useNavigate()
  useEffect(() => {
    if (!userId) return
    onSignedOut = () => {
      notify.error(SIGNED_OUT_MESSAGE, { id: 'live-signed-out', duration: 15_000 })
      // Leave first, then forget the session: the screen would otherwise flash its "no user" state.
      void navigate({ to: '/login' }).finally(() => void signOut())
    }
    return holdLiveStream(kind)
  }, [kind, userId, navigate])
}
