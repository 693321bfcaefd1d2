// The page's side of the page ↔ service worker messages (api/lib/service-worker-messages.shared.ts):
// posts `sitekur:replay` (with a fresh token: the worker sends that user's queued writes) and
// `sitekur:logout`, answers `sitekur:token-needed` with the session's token, and asks once per signed-in browser for persistent
// storage so the queued writes are not evicted.
import './zod-config'
import { subscribe } from 'valtio/vanilla'
import {
  serviceWorkerMessageSchema,
  type ClientMessage,
  type ServiceWorkerMessage,
} from '../../api/lib/service-worker-messages.shared'
import { isDemoToken, secondsLeft, sessionState } from './session'

type Listener = (message: ServiceWorkerMessage) => void

const listeners = new Set<Listener>()
let stopBridge: (() => void) | null = null
let persistAsked = false

/** The session's current real token, or null (signed out, demo, expired, another user). */
export type AccessTokenProvider = (userId: string) => Promise<string | null>

let tokenProvider: AccessTokenProvider = async (userId) => {
  const token = sessionState.accessToken
  if (!token || sessionState.user?.id !== userId || isDemoToken(token)) return null
  return secondsLeft() > 30 ? token : null
}

/** Lets the session code supply tokens it refreshes first (default: the stored token if still valid). */
export function setAccessTokenProvider(provider: AccessTokenProvider): void {
  tokenProvider = provider
}

const hasServiceWorker = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator

/** Posts to the worker that controls this page (or the active one); false when there is none. */
export async function postToServiceWorker(message: ClientMessage): Promise<boolean> {
  if (!hasServiceWorker()) return false
  const worker =
    navigator.serviceWorker.controller ?? (await navigator.serviceWorker.getRegistration())?.active ?? null
  worker?.postMessage(message)
  return worker !== null
}

/** A fresh access token: the worker replays that user's queued writes with it. */
export function postReplay(accessToken: string): Promise<boolean> {
  return postToServiceWorker({ type: 'sitekur:replay', accessToken })
}

/** Sign-out: the worker drops the user's cached API answers and queued writes. */
export function postLogout(userId: string): Promise<boolean> {
  return postToServiceWorker({ type: 'sitekur:logout', userId })
}

export function onServiceWorkerMessage(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Asks the browser not to evict this origin's storage (the outbox lives there). Once per page. */
export async function requestPersistentStorage(): Promise<boolean> {
  if (persistAsked || typeof navigator === 'undefined' || !navigator.storage?.persist) return false
  persistAsked = true
  try {
    return (await navigator.storage.persisted()) || (await navigator.storage.persist())
  } catch {
    return false
  }
}

function receive(event: MessageEvent) {
  const parsed = serviceWorkerMessageSchema.safeParse(event.data)
  if (!parsed.success) return
  const message = parsed.data
  if (message.type === 'sitekur:token-needed') {
    void tokenProvider(message.userId).then((token) => (token ? postReplay(token) : false))
  }
  listeners.forEach((listener) => listener(message))
}

/** Starts listening (idempotent): a replay whenever the token changes. */
export function startServiceWorkerBridge(): () => void {
  if (stopBridge) return stopBridge
  let lastToken: string | null = null
  const onSession = () => {
    const token = sessionState.accessToken
    if (!token || token === lastToken || isDemoToken(token)) return
    lastToken = token
    void requestPersistentStorage()
    void postReplay(token)
  }
  const unsubscribe = subscribe(sessionState, onSession)
  if (hasServiceWorker()) navigator.serviceWorker.addEventListener('message', receive)
  onSession()
  stopBridge = () => {
    unsubscribe()
    if (hasServiceWorker()) navigator.serviceWorker.removeEventListener('message', receive)
    stopBridge = null
  }
  return stopBridge
}
