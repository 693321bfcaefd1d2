import { expect, type Page } from '@playwright/test'

// Signing in without the sign-in form, for specs whose subject is not signing in (the form keeps its own
// specs: sign-in, session, two-factor, google-sign-in, and the stories that walk through it). The form
// costs a whole app start on #/login and the dashboard it lands on; this costs one small static page.
// The login is posted from the page, so the server sees the browser's request as the form sends it, and
// its answer is kept the way the app keeps it (src/lib/session.ts startSession, src/lib/device-token.ts):
// the next page load starts signed in.

export const SESSION_STORAGE_KEY = 'sitekur_session'
const DEVICE_TOKENS_KEY = 'sitekur.deviceTokens'

export interface StoredSession {
  user: { id: string; name: string; email: string; role: 'user' | 'admin' }
  accessToken: string
  refreshToken: string
  expiresAt: number
}

/** A static file of the build: a page on the app's origin that runs none of the app. */
const BLANK_PAGE = '/robots.txt'

/**
 * Signs `who` in on `baseUrl`'s origin in this page's context and leaves the page on a blank page of
 * that origin; `page.goto` the screen next. Returns the stored session (its tokens serve API calls).
 */
export async function signInThroughApi(
  page: Page,
  baseUrl: string,
  who: { email: string; password: string },
): Promise<StoredSession> {
  await page.goto(`${baseUrl}${BLANK_PAGE}`)
  const answer = await page.evaluate(
    async ({ email, password, sessionKey, deviceKey }) => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      const body = (await response.json()) as {
        data?: {
          user: StoredSession['user']
          token: string
          refresh_token?: string
          expiresIn?: number
          expires_in?: number
          device_token?: string
        }
      }
      const data = body.data
      if (!response.ok || !data?.token) return { error: `${response.status} ${JSON.stringify(body)}` }
      const seconds = data.expiresIn ?? data.expires_in ?? 900
      const session = {
        user: data.user,
        accessToken: data.token,
        refreshToken: data.refresh_token ?? '',
        expiresAt: Date.now() + seconds * 1000,
      }
      localStorage.setItem(sessionKey, JSON.stringify(session))
      if (data.device_token) {
        const tokens = JSON.parse(localStorage.getItem(deviceKey) ?? '{}') as Record<string, string>
        tokens[email.trim().toLowerCase()] = data.device_token
        localStorage.setItem(deviceKey, JSON.stringify(tokens))
      }
      return { session }
    },
    { ...who, sessionKey: SESSION_STORAGE_KEY, deviceKey: DEVICE_TOKENS_KEY },
  )
  expect(answer.error, `sign-in of ${who.email}`).toBeUndefined()
  return answer.session as StoredSession
}

/** Signs `who` in (signInThroughApi) and opens `hashPath` (e.g. '/admin/users') signed in. */
export async function openSignedIn(
  page: Page,
  baseUrl: string,
  who: { email: string; password: string },
  hashPath: string,
): Promise<StoredSession> {
  const session = await signInThroughApi(page, baseUrl, who)
  await page.goto(`${baseUrl}/#${hashPath}`)
  return session
}
