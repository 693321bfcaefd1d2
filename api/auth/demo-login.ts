import { ApiError } from '../lib/http'
import { emailSchema } from '../lib/common.shared'
import { cutText } from '../lib/unicode-text.shared'
import type { SessionData } from './auth.shared'
import { newUserRecord, type UserRecord } from '../users/user.shared'
import type { ActivityService } from '../activity/activity-service'
import type { ApiPorts } from '../ports'
import type { AuthService } from './auth-service'
import { authMessages } from './auth-messages.shared'
import { logSignIn } from './sign-in-activity'
import { UNKNOWN_CLIENT, type SignInClient } from '../security/sign-in-client'
import { signInBody, type TwoFactorPending } from '../security/sign-in-gate'
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_CUSTOMER_EMAIL } from './demo-accounts.shared'
import { copyDemoAccount, getsDemoCopy, type DemoCopyDeps } from '../demo/copy-demo-account'
import { demoAccountPlan } from '../demo/demo-account'

// The offline demo's sign-in rules (docs/rules/offline-demo-and-sync.md#demo-sign-in), active only on a host that
// issues demo tokens (the service worker's emulation; never the server):
// - admin@sitekur.app / demo1234 gives the demo admin's session;
// - any other pair gives a demo customer session: the verified customer of that address, created if
//   missing on owner `demo`'s plan (an unusable address, an admin's or a suspended one falls back to
//   demo@sitekur.app); an address other than the demo's own customers' gets its own copy of the demo
//   customer's records (api/demo/copy-demo-account.ts), made once and completed at each sign-in.
// Registration there answers the verification code too (`data.demo_code`): no mail leaves the browser.

export const demoLoginMessages = {
  admin: 'Admin girişi başarılı (Demo mode)',
  customer: 'Demo kullanıcı girişi başarılı (offline mode)',
}

type RegisterAnswer = Awaited<ReturnType<AuthService['register']>>

/**
 * What demo sign-in uses: the store, the clock and the hasher, the real sign-in, the activity log, and
 * publishing (a demo customer's copy has a live site).
 */
export interface DemoLoginDeps extends DemoCopyDeps {
  auth: Pick<AuthService, 'login' | 'beginSession'>
  activity: ActivityService
}

interface Credentials {
  email?: string
  password?: string
  deviceToken?: string
}

/** The answer to a login: the real rules, or the demo's where the host issues demo tokens. */
export async function loginAnswer(
  deps: DemoLoginDeps,
  input: Credentials,
  ip: string,
  device: SignInClient = UNKNOWN_CLIENT,
): Promise<ReturnType<typeof signInBody>> {
  if (!deps.ports.config.issuesDemoTokens) {
    return signInBody(authMessages.loginSuccess, await deps.auth.login(input, ip, device))
  }
  const email = (input.email ?? '').trim().toLowerCase()
  const password = input.password ?? ''
  if (!email || !password) throw new ApiError(400, authMessages.missingFields)
  if (email === DEMO_ADMIN_EMAIL) {
    const admin = await demoAdmin(deps)
    const matches = admin.passwordHash
      ? await deps.ports.passwords.verify(admin.passwordHash, password)
      : password === DEMO_ADMIN_PASSWORD
    if (admin.role === 'admin' && matches) {
      return signInBody(demoLoginMessages.admin, await openSession(deps, admin, ip, device))
    }
  }
  const customer = await demoCustomer(deps, email)
  // Sample data: a copy that fails is logged and tried again at the next sign-in; it never bars the way in.
  if (getsDemoCopy(customer)) {
    await copyDemoAccount(deps, customer, await demoAdmin(deps)).catch((error: unknown) =>
      deps.ports.logger.warn('demo copy not made', { userId: customer.id, error: String(error) }),
    )
  }
  return signInBody(demoLoginMessages.customer, await openSession(deps, customer, ip, device))
}

/** Adds the newest mailed verification code as `data.demo_code` (demo hosts only). */
export async function withDemoCode(
  deps: Pick<DemoLoginDeps, 'ports'>,
  answer: RegisterAnswer,
): Promise<{ message: string; data: RegisterAnswer['data'] & { demo_code?: string } }> {
  const code = await latestMailedCode(deps, answer.data.email)
  return code ? { ...answer, data: { ...answer.data, demo_code: code } } : answer
}

/** The 6-digit code of the newest verification mail to the address (demo hosts only), else null. */
export async function latestMailedCode(deps: { ports: ApiPorts }, email: string): Promise<string | null> {
  if (!deps.ports.config.issuesDemoTokens) return null
  const [mail] = await deps.ports.repos.mailQueue.list({ filter: { to: email }, limit: 1 })
  return mail?.subject.match(/\b(\d{6})\b/)?.[1] ?? null
}

async function openSession(
  deps: DemoLoginDeps,
  user: UserRecord,
  ip: string,
  device: SignInClient,
): Promise<SessionData | TwoFactorPending> {
  const now = deps.ports.clock.now().toISOString()
  const updated = (await deps.ports.repos.users.update(user.id, { lastLoginAt: now })) ?? user
  return deps.auth.beginSession(updated, device, () => logSignIn(deps.activity, updated, ip, 'demo'))
}

async function demoAdmin(deps: DemoLoginDeps): Promise<UserRecord> {
  const existing = await deps.ports.repos.users.findByEmail(DEMO_ADMIN_EMAIL)
  if (existing) return existing
  // The service worker seeds it; a store without the seed still has a demo admin.
  return createUser(deps, DEMO_ADMIN_EMAIL, 'Demo Yönetici', {
    role: 'admin',
    subscription: 'Premium Plan',
    subscriptionStatus: 'active',
  })
}

async function demoCustomer(deps: DemoLoginDeps, email: string): Promise<UserRecord> {
  const users = deps.ports.repos.users
  const parsed = emailSchema.safeParse(email)
  for (const address of parsed.success ? [parsed.data, DEMO_CUSTOMER_EMAIL] : [DEMO_CUSTOMER_EMAIL]) {
    const user = await users.findByEmail(address)
    if (!user) {
      const plan = await demoAccountPlan(deps.ports.repos, deps.ports.clock.now())
      return createUser(deps, address, address.split('@')[0] || 'Demo Kullanıcı', plan)
    }
    if (user.role !== 'user' || user.status === 'suspended') continue
    if (user.emailVerifiedAt && user.status === 'active') return user
    const now = deps.ports.clock.now().toISOString()
    return (await users.update(user.id, { emailVerifiedAt: now, status: 'active', updatedAt: now })) ?? user
  }
  throw new ApiError(401, authMessages.invalidCredentials)
}

async function createUser(
  deps: DemoLoginDeps,
  email: string,
  name: string,
  fields: Partial<
    Pick<UserRecord, 'role' | 'subscription' | 'subscriptionStatus' | 'subscriptionExpiry' | 'packageId'>
  > = {},
): Promise<UserRecord> {
  const { ids, clock, repos } = deps.ports
  const now = clock.now().toISOString()
  // Demo sign-in does not check customer passwords (any pair is accepted), so none is stored.
  return repos.users.create(
    newUserRecord(
      { id: ids.uuid(), name: cutText(name, 120), email, at: now },
      { emailVerifiedAt: now, ...fields },
    ),
  )
}
