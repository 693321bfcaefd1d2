// "Google ile devam et": hands the browser to the server, which runs the whole OIDC flow
// (/auth/google → Google → /auth/google/callback → #/auth/callback). While the server has no Google
// client configured it shows the "yakında" toast (docs/rules/accounts-and-sign-in.md#google-sign-in).
// On the register screen it passes the chosen plan along (docs/rules/invoices-and-plans.md#registration).
import { useEffect, useState } from 'react'
import type { AuthProvidersResponse } from '../../api/auth/google/google-sign-in.shared'
import { notify } from '../lib/toast'

export const GOOGLE_SOON_MESSAGE =
  'Google ile giriş özelliği yakında aktif olacak. Şimdilik email ile kayıt olabilirsiniz.'
export const GOOGLE_FAILED_MESSAGE = 'Google ile giriş yapılamadı. Lütfen tekrar deneyin.'
export const GOOGLE_START_PATH = '/auth/google'

/** The start's address: with `?plan=<code>&period=…` when a plan was chosen. */
export function googleStartPath(plan?: { plan: string; period: string } | null): string {
  return plan ? `${GOOGLE_START_PATH}?${new URLSearchParams(plan).toString()}` : GOOGLE_START_PATH
}

let providers: Promise<boolean> | null = null

/** Whether the server offers Google sign-in (asked once per page load; a failure is asked again). */
export function googleAvailable(): Promise<boolean> {
  providers ??= fetch('/api/auth/providers', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      const body = (await response.json()) as Partial<AuthProvidersResponse>
      return response.ok && body.google === true
    })
    .catch((error: unknown) => {
      providers = null
      throw error
    })
  return providers
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  )
}

export function GoogleSignInButton({
  label = 'Google ile devam et',
  plan = null,
}: {
  label?: string
  plan?: { plan: string; period: string } | null
}) {
  const [leaving, setLeaving] = useState(false)
  useEffect(() => {
    googleAvailable().catch(() => undefined)
    // Back from Google via the back/forward cache: the button must work again.
    const reset = (event: PageTransitionEvent) => event.persisted && setLeaving(false)
    window.addEventListener('pageshow', reset)
    return () => window.removeEventListener('pageshow', reset)
  }, [])

  async function onClick() {
    setLeaving(true)
    try {
      if (await googleAvailable()) {
        window.location.assign(googleStartPath(plan))
        return
      }
      notify.info(GOOGLE_SOON_MESSAGE)
    } catch {
      notify.error(GOOGLE_FAILED_MESSAGE)
    }
    setLeaving(false)
  }

  return (
    <button
      type="button"
      data-google-sign-in=""
      onClick={() => void onClick()}
      disabled={leaving}
      aria-busy={leaving}
      className="inline-flex h-11 w-full items-center justify-center gap-3 rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-900 transition-colors hover:bg-slate-50 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:hover:bg-slate-700"
    >
      <GoogleMark />
      {label}
    </button>
  )
}
