import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { invoiceResource } from '../../api/invoices/invoice-resource'
import { subscriptionResource } from '../../api/subscriptions/subscription-resource'
import { startMockOidc, type MockOidc } from '../support/mock-oidc'
import { googleConfig, googleFlow, subject } from './google-flow'
import { STRONG_PASSWORD, useContractStore, type Harness } from './harness'
import { stores } from './stores'
import { expectFirstYearOf, testCatalogue } from './catalogue-helpers'

// docs/rules/invoices-and-plans.md#registration: a Google sign-up carries the plan of the register screen
// (/auth/google?plan=…&period=…) through the signed flow cookie; a new account gets its first invoice at
// once, an existing account is left as it is, and a plan the catalogue refuses or a changed cookie gives
// nothing.

let oidc: MockOidc

beforeAll(async () => {
  oidc = await startMockOidc()
})
afterAll(async () => {
  await oidc.stop()
})

describe.each(stores)('Google sign-up with a plan, store: $name', (factory) => {
  const h = useContractStore(factory)
  let adminEmail = ''
  beforeEach(() => {
    adminEmail = h.email('patron')
    h.withPorts({ config: { ...h.ports.config, google: googleConfig(oidc.issuer, [adminEmail]) } })
  })
  signUpPlanSuite(h, () => adminEmail)
})

function signUpPlanSuite(h: Harness, adminEmail: () => string) {
  const flow = googleFlow(h, () => oidc)
  const subs = () => h.ports.repos.resource(subscriptionResource)
  const invoicesOf = (userId: string) => h.ports.repos.resource(invoiceResource).list({ filter: { userId } })
  const startPath = (plan: string, period: string) =>
    `/auth/google?${new URLSearchParams({ plan, period }).toString()}`

  const catalogue = () => testCatalogue(h)

  /** A new account through Google, started at `path`: its session. */
  async function signUp(path: string, email = h.email('google')) {
    const { body } = await flow.signInFully(
      { sub: subject(), email, email_verified: true, name: 'Ece' },
      path,
    )
    return body.data
  }

  it('starts a new account’s chosen plan and issues its first invoice at once', async () => {
    const { scale } = await catalogue()
    const email = h.email('google')
    const { user, token } = await signUp(startPath(scale.code.toUpperCase(), 'yearly'), email)

    const invoice = await expectFirstYearOf(h, user.id, scale)
    // Mailed as every issued invoice is, under its own ref (docs/rules/mail-queue.md).
    const queued = await h.ports.repos.mailQueue.list({ filter: { to: email } })
    expect(queued.map((mail) => mail.ref)).toContain(`invoice:${invoice.id}`)
    const mine = await h.call('GET', '/api/me/subscription', { token })
    expect(mine.body).toMatchObject({ data: { packageName: scale.name, period: 'yearly', status: 'active' } })
  })

  it('keeps the plan sealed at the start: a changed cookie is refused, a plan added to the callback is not read', async () => {
    const { launch, scale } = await catalogue()
    oidc.setIdentity({ sub: subject(), email: h.email('google'), email_verified: true })
    const { url, cookie } = await flow.start(startPath(launch.code, 'monthly'))
    const back = await flow.authorize(url)

    // The cookie's claims rewritten to Scale yearly, its signature kept.
    const [name, jwt] = cookie.split('=') as [string, string]
    const [header, payload, signature] = jwt.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>
    expect(claims).toMatchObject({ plan: launch.code, period: 'monthly' })
    const forged = Buffer.from(JSON.stringify({ ...claims, plan: scale.code, period: 'yearly' }))
    const tampered = `${name}=${header}.${forged.toString('base64url')}.${signature}`
    expect(await flow.callback(back, tampered)).toBe('/#/auth/callback?error=invalid_state')

    const withPlan = new URL(back)
    withPlan.searchParams.set('plan', scale.code)
    withPlan.searchParams.set('period', 'yearly')
    const { data } = await flow.session(await flow.callback(withPlan, cookie))
    expect(await subs().findById(data.user.id)).toMatchObject({ packageId: launch.id, period: 'monthly' })
    const invoices = await invoicesOf(data.user.id)
    expect(invoices.map((invoice) => invoice.packageId)).toEqual([launch.id])
    expect(invoices[0]!.subtotalKurus).toBe(34_900)
  })

  it('signs up without a plan when the catalogue refuses it, and bills no admin', async () => {
    const { launch, scale } = await catalogue()
    await h.ports.repos.packages.update(scale.id, { isActive: false })
    const refused = [
      startPath('yok-boyle-paket', 'yearly'),
      startPath(launch.code, 'haftalik'),
      startPath(scale.code, 'monthly'),
    ]
    for (const path of refused) {
      const { res, url } = await flow.start(path)
      expect(res.status).toBe(302)
      expect(`${url.origin}${url.pathname}`).toBe(`${oidc.issuer}/authorize`)
      const { user } = await signUp(path)
      expect(user).toMatchObject({ subscription: 'free', status: 'active' })
      expect(await subs().findById(user.id)).toBeNull()
      expect(await invoicesOf(user.id)).toEqual([])
    }
    // The same start with a plan the catalogue has: that one is carried.
    const accepted = await signUp(startPath(launch.code, 'yearly'))
    expect(await subs().findById(accepted.user.id)).toMatchObject({ packageId: launch.id, period: 'yearly' })
    const admin = await signUp(startPath(launch.code, 'yearly'), adminEmail())
    expect(admin.user.role).toBe('admin')
    expect(await subs().findById(admin.user.id)).toBeNull()
    expect(await invoicesOf(admin.user.id)).toEqual([])
  })

  it('drops the plan an unproven registration chose when the address’s owner takes the account over with Google', async () => {
    const { scale } = await catalogue()
    const email = h.email('sahipsiz')
    const registered = await h.post('/api/auth/register', {
      name: 'Başkası',
      email,
      password: STRONG_PASSWORD,
      plan: scale.code,
      period: 'yearly',
    })
    expect(registered.status, registered.text).toBe(200)
    const unproven = (await h.ports.repos.users.findByEmail(email))!
    expect(await subs().findById(unproven.id)).toMatchObject({ status: 'pending', packageId: scale.id })
    const owner = await signUp('/auth/google', email)
    expect(owner.user.id).toBe(unproven.id)
    expect(await subs().findById(unproven.id)).toBeNull()
    expect(await invoicesOf(unproven.id)).toEqual([])
  })

  it('leaves an existing account’s plan as it is', async () => {
    const { launch, scale } = await catalogue()
    const withScale = startPath(scale.code, 'yearly')
    // A customer of the address, on Launch monthly, links Google with a Scale start.
    const email = h.email('kayit')
    const registered = await h.post('/api/auth/register', {
      name: 'Mevcut',
      email,
      password: STRONG_PASSWORD,
      plan: launch.code,
    })
    expect(registered.status, registered.text).toBe(200)
    const verified = await h.post('/api/auth/verify-email', { email, code: h.codeFor(email) })
    expect(verified.status, verified.text).toBe(200)
    const customer = (await h.ports.repos.users.findByEmail(email))!
    const before = await subs().findById(customer.id)
    expect(before).toMatchObject({ packageId: launch.id, status: 'active' })
    const linked = await signUp(withScale, email)
    expect(linked.user.id).toBe(customer.id)
    expect(await subs().findById(customer.id)).toEqual(before)
    expect((await invoicesOf(customer.id)).map((invoice) => invoice.packageId)).toEqual([launch.id])
    // The same start gives a new address its plan.
    const newcomer = await signUp(withScale)
    expect(await subs().findById(newcomer.user.id)).toMatchObject({ packageId: scale.id, period: 'yearly' })

    // A Google account signed up without a plan signs in again with one.
    const sub = subject()
    const googleEmail = h.email('google')
    const identity = { sub, email: googleEmail, email_verified: true }
    const plain = await flow.signInFully(identity)
    const again = await flow.signInFully(identity, withScale)
    expect(again.body.data.user.id).toBe(plain.body.data.user.id)
    expect(await subs().findById(plain.body.data.user.id)).toBeNull()
    expect(await invoicesOf(plain.body.data.user.id)).toEqual([])
  })
}
