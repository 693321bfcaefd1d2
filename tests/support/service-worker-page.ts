import type { Page } from '@playwright/test'

// Helpers for e2e tests of the service worker: waiting until it controls the page, and API calls made
// from the page (so the worker, not Node, answers them).

export interface PageAnswer {
  status: number
  source: string | null
  body: { success?: boolean; message?: string; data?: Record<string, unknown> } & Record<string, unknown>
  headers: Record<string, string>
}

export const untilControlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 })

/**
 * Until the worker that controls the page has finished activating. A page is controlled as soon as the
 * worker claims it, which happens inside its activate event, before the worker is 'activated'; an event
 * sent to it from outside the page (a push through the DevTools protocol) should find it activated, as a
 * real push, which comes long after the subscription, does.
 */
export const untilActivated = (page: Page) =>
  page.waitForFunction(
    async () => (await navigator.serviceWorker.ready).active?.state === 'activated',
    null,
    { timeout: 30_000 },
  )

/** fetch() from the page, so the service worker answers it. */
export function pageApi(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  return page.evaluate(
    async ({ path, method, body, token }): Promise<PageAnswer> => {
      const headers: Record<string, string> = {}
      if (body !== undefined) headers['Content-Type'] = 'application/json'
      if (token) headers.Authorization = `Bearer ${token}`
      const res = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const all: Record<string, string> = {}
      res.headers.forEach((value, name) => (all[name] = value))
      return {
        status: res.status,
        source: res.headers.get('x-sitekur-source'),
        body: await res.json(),
        headers: all,
      }
    },
    {
      path,
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      body: init.body,
      token: init.token,
    },
  )
}

export const sessionOf = (answer: PageAnswer) =>
  answer.body.data as {
    token: string
    refresh_token: string
    user: { id: string; role: string; email: string }
  }

/** Rows of one table of the outbox database ('sitekur-outbox'), read from the page. */
const outboxTableRows = (page: Page, table: 'entries' | 'refused') =>
  page.evaluate(
    (name) =>
      new Promise<number>((done, fail) => {
        const open = indexedDB.open('sitekur-outbox')
        open.onerror = () => fail(open.error)
        open.onsuccess = () => {
          const count = open.result.transaction(name).objectStore(name).count()
          count.onsuccess = () => {
            open.result.close()
            done(count.result)
          }
        }
      }),
    table,
  )

/** Writes waiting in the outbox, read from the page. */
export const outboxRows = (page: Page) => outboxTableRows(page, 'entries')

/** Writes the server refused ('Gönderilemeyenler'), read from the page. */
export const refusedRows = (page: Page) => outboxTableRows(page, 'refused')
