// The PWA's lifecycle on the page: registers /sw.js once the page has loaded (off the critical path),
// notices a new version waiting and activates it only when the user asks (SKIP_WAITING → one reload on
// controllerchange), and keeps the browser's install offer for an install button (captured from the first
// script, captureInstallOffer).
// Plain navigator.serviceWorker (no workbox-window) keeps this module a few hundred bytes.

export interface PwaState {
  /** A new version is installed and waits for the user's "Yenile" (or another tab already activated it). */
  updateReady: boolean
  /** The browser currently offers installation (a deferred beforeinstallprompt is held). */
  canInstall: boolean
}

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

const updateCheckIntervalMs = 60 * 60 * 1000

let state: PwaState = { updateReady: false, canInstall: false }
const listeners = new Set<() => void>()
let started = false
let waitingWorker: ServiceWorker | null = null
let installOffer: BeforeInstallPromptEvent | null = null
let updateRequested = false

function update(patch: Partial<PwaState>) {
  state = { ...state, ...patch }
  listeners.forEach((listener) => listener())
}

export function subscribePwa(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getPwaState(): PwaState {
  return state
}

function watchRegistration(registration: ServiceWorkerRegistration) {
  const offerWaiting = () => {
    // Without a controller this is the first install: nothing older runs, nothing to offer.
    if (!registration.waiting || !navigator.serviceWorker.controller) return
    waitingWorker = registration.waiting
    update({ updateReady: true })
  }
  const follow = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offerWaiting()
    })
  offerWaiting()
  // The browser may have started installing the new version (on navigation) before we registered.
  follow(registration.installing)
  registration.addEventListener('updatefound', () => follow(registration.installing))
  // Hash routes never navigate, so a tab left open would never look for a new version by itself.
  const check = () => void registration.update().catch(() => undefined)
  setInterval(check, updateCheckIntervalMs)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
}

function watchControllerChange() {
  let hadController = Boolean(navigator.serviceWorker.controller)
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (updateRequested) {
      updateRequested = false
      window.location.reload()
    } else if (hadController) {
      // Another tab activated the new version: this page still runs the old code, offer the reload.
      waitingWorker = null
      update({ updateReady: true })
    }
    hadController = true
  })
}

function register() {
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(watchRegistration)
    .catch((error: unknown) => console.warn('Service worker registration failed', error))
}

let listeningForInstallOffer = false

/**
 * Holds the browser's install offer for the install button. Called by the first script that runs
 * (main.tsx): Chromium raises `beforeinstallprompt` once, a second or so after load, and the prompts'
 * chunk that shows the button loads later than that. Idempotent.
 */
export function captureInstallOffer(): void {
  if (listeningForInstallOffer || typeof window === 'undefined') return
  listeningForInstallOffer = true
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault() // no mini-infobar: our own button offers installation
    installOffer = event as BeforeInstallPromptEvent
    update({ canInstall: true })
  })
  window.addEventListener('appinstalled', () => {
    installOffer = null
    update({ canInstall: false })
  })
}

/** Idempotent; call once the app has rendered. Registration waits for the window's load event. */
export function startPwa(): void {
  if (started || typeof window === 'undefined') return
  started = true
  captureInstallOffer()
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  watchControllerChange()
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

/** The user accepted the new version: activate it and reload once it controls the page. */
export function applyUpdate(): void {
  const worker = waitingWorker
  if (!worker || worker.state === 'redundant') {
    window.location.reload()
    return
  }
  updateRequested = true
  worker.postMessage({ type: 'SKIP_WAITING' })
}

/** Shows the browser's install dialog; the offer is single-use, so the button goes away either way. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const offer = installOffer
  if (!offer) return 'unavailable'
  installOffer = null
  update({ canInstall: false })
  await offer.prompt()
  const { outcome } = await offer.userChoice
  return outcome
}
