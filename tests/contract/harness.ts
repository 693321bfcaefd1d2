import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { Hono } from 'hono'
import { createApi } from '../../api/app'
import { createServices, type Services } from '../../api/services'
import type { ApiEnv } from '../../api/context'
import type { ApiPorts } from '../../api/ports'
import { sessionResponseSchema } from '../../api/auth/auth.shared'
import type { SystemSettings } from '../../api/settings/settings.shared'
import { newUserRecord, type UserRecord } from '../../api/users/user.shared'
import type { ContractStore, StoreFactory } from './stores'

export interface CallOptions {
  body?: unknown
  token?: string | null
  headers?: Record<string, string>
  /** Client address, passed the way a trusted proxy would (X-Forwarded-For). */
  ip?: string
  /** Raw body text instead of JSON. */
  raw?: string
}

export interface CallResult {
  status: number
  body: unknown
  text: string
  headers: Headers
}

export const STRONG_PASSWORD = 'Kiraz-Bahcesi-42!'

// One store per test file and describe block; a fresh API instance per test, unique e-mail and client
// addresses per test, so tests never see each other's users or rate-limit counters (which live in the
// store and outlast an API instance).
export function useContractStore(factory: StoreFactory, portOverrides: Partial<ApiPorts> = {}) {
  let store: ContractStore | null = null
  let app: Hono<ApiEnv> | null = null
  /** The services behind `app` (its mail service's work after an answer: `h.services.mail.settle()`). */
  let services: Services | null = null
  const startApi = (ports: ApiPorts) => {
    services = createServices(ports)
    return createApi(ports, { services })
  }
  /** The overrides of the test's last withPorts (kept when putSettings starts a new instance). */
  let testOverrides: Partial<ApiPorts> = {}
  let counter = 0
  const run = crypto.randomUUID().slice(0, 8)
  /** The client address of calls that name none: one per test. */
  let defaultIp = '127.0.0.1'

  beforeAll(async () => {
    store = await factory.create()
  })
  afterAll(async () => {
    await store?.close()
  })
  beforeEach((ctx) => {
    if (!store) {
      ctx.skip()
      return
    }
    testOverrides = {}
    app = startApi({ ...store.ports, ...portOverrides })
    defaultIp = h.ip()
  })

  const h = {
    get store(): ContractStore {
      if (!store) throw new Error('store not available')
      return store
    },
    get ports(): ApiPorts {
      return h.store.ports
    },
    get app(): Hono<ApiEnv> {
      if (!app) throw new Error('app not created')
      return app
    },
    get services(): Services {
      if (!services) throw new Error('app not created')
      return services
    },
    /** A new API instance over the same store (e.g. with other config), for one test. */
    withPorts(overrides: Partial<ApiPorts>) {
      testOverrides = overrides
      app = startApi({ ...h.store.ports, ...portOverrides, ...overrides })
      return app
    },
    /**
     * Stores the settings document behind the API's back and starts a new API instance, whose settings
     * cache is empty: how a write by another process (or a restart) reaches this one.
     */
    async putSettings(settings: SystemSettings) {
      await h.ports.repos.settings.put(settings)
      app = startApi({ ...h.store.ports, ...portOverrides, ...testOverrides })
    },
    email(tag = 'user'): string {
      counter++
      return `${tag}-${run}-${counter}@example.com`
    },
    ip(): string {
      counter++
      return `10.${(counter >> 8) & 255}.${counter & 255}.${Math.floor(Math.random() * 250) + 1}`
    },
    advance(seconds: number) {
      h.store.clock.advance(seconds * 1000)
    },

    async call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
      const headers: Record<string, string> = { ...options.headers }
      if (options.body !== undefined || options.raw !== undefined)
        headers['content-type'] ??= 'application/json'
      if (options.token) headers.authorization = `Bearer ${options.token}`
      headers['x-forwarded-for'] = options.ip ?? defaultIp
      // Absolute, at the configured public address: the host a browser of the app would call.
      const url = new URL(path, h.ports.config.publicUrl).toString()
      const response = await h.app.request(url, {
        method,
        headers,
        body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      })
      const text = await response.text()
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        body = null
      }
      return { status: response.status, body, text, headers: response.headers }
    },

    post: (path: string, body?: unknown, options: Omit<CallOptions, 'body'> = {}) =>
      h.call('POST', path, { ...options, body }),

    /** POST, PUT and DELETE with a JSON body as the holder of `token`. */
    as: (token: string) => ({
      post: (path: string, body: unknown) => h.call('POST', path, { token, body }),
      put: (path: string, body: unknown) => h.call('PUT', path, { token, body }),
      del: (path: string, body: unknown) => h.call('DELETE', path, { token, body }),
    }),

    /** Inserts a user straight into the store (verified unless told otherwise). */
    async createUser(fields: Partial<UserRecord> & { password?: string } = {}): Promise<UserRecord> {
      const { password = STRONG_PASSWORD, ...rest } = fields
      const now = h.store.clock.now().toISOString()
      const { id = crypto.randomUUID(), email = h.email(rest.role === 'admin' ? 'admin' : 'user') } = rest
      return h.ports.repos.users.create({
        ...newUserRecord(
          { id, name: 'Test Kullanıcı', email, at: now },
          { passwordHash: await h.ports.passwords.hash(password), emailVerifiedAt: now },
        ),
        ...rest,
      })
    },

    async login(email: string, password = STRONG_PASSWORD, ip?: string) {
      const res = await h.post('/api/auth/login', { email, password }, { ip })
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`)
      return sessionResponseSchema.parse(res.body).data
    },

    async adminToken(): Promise<{ token: string; user: UserRecord }> {
      const user = await h.createUser({ role: 'admin', name: 'Yönetici' })
      return { token: (await h.login(user.email)).token, user }
    },

    async customerToken(): Promise<{ token: string; user: UserRecord }> {
      const user = await h.createUser()
      return { token: (await h.login(user.email)).token, user }
    },

    mailsTo(email: string) {
      return h.store.sentMail.filter((m) => m.to === email)
    },
    /** The 6-digit code of the newest verification mail to the address. */
    codeFor(email: string): string {
      const mail = h.mailsTo(email).at(-1)
      const code = mail?.subject.match(/(\d{6})/)?.[1]
      if (!code) throw new Error(`no code mailed to ${email}`)
      return code
    },
    /** The link token of the newest verification mail to the address. */
    linkTokenFor(email: string): string {
      const mail = h.mailsTo(email).at(-1)
      const url = mail?.text.match(/https?:\/\/\S+email-verification\?\S+/)?.[0]
      const token = url ? new URLSearchParams(url.split('?')[1]).get('token') : null
      if (!token) throw new Error(`no link mailed to ${email}`)
      return token
    },
  }
  return h
}
export type Harness = ReturnType<typeof useContractStore>
