import { afterAll, beforeAll, expect, it } from 'vitest'
import { publishedSiteResource } from '../../api/publishing/published-site-resource'
import { createSiteLookups } from '../../api/publishing/site-lookups'
import {
  siteDomainResponseSchema,
  siteDomainsResponseSchema,
} from '../../api/site-domains/site-domain.shared'
import { createNodeDnsLookup } from '../../server/dns/node-dns-lookup'
import { startLoopbackDns, type LoopbackDns } from '../support/dns-server'
import type { Harness } from './harness'
import { publishingSteps } from './published-site-helpers'
import { createWebsite } from './website-helpers'

// A customer's own domain on every store (docs/rules/custom-domains.md): the records to create, the check
// against a DNS server on loopback, the site moving to the domain once verified, the TLS proxy's question,
// who may do what, and a verified domain whose records move away: kept through its grace period, then
// taken off the site.

const TARGETS = { ipv4: ['203.0.113.10'], ipv6: [], cname: 'siteler.sitekur.example', tlsAskFrom: [] }
const DAY = 86_400

export function siteDomainsSuite(h: Harness) {
  const { publish } = publishingSteps(h)
  let dns: LoopbackDns

  beforeAll(async () => {
    dns = await startLoopbackDns()
  })
  afterAll(() => dns.close())

  async function setup() {
    h.withPorts({
      dns: createNodeDnsLookup([dns.address]),
      config: { ...h.ports.config, publicUrl: 'https://sitekur.example', siteTargets: TARGETS },
    })
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const website = await createWebsite(h, owner.user, { name: `Kuaför ${crypto.randomUUID().slice(0, 6)}` })
    await publish(admin.token, website.id)
    const domain = `kuafor-${crypto.randomUUID().slice(0, 8)}.com`
    const base = `/api/me/websites/${website.id}/domains`
    return { admin, owner, website, domain, base }
  }

  const ask = (domain: string, ip = '127.0.0.1') => h.call('GET', `/tls/ask?domain=${domain}`, { ip })

  /** A live site with its domain verified through the loopback DNS server and its certificate asked for. */
  async function verifiedDomain() {
    const ctx = await setup()
    const { owner, domain, base } = ctx
    const added = await h.call('POST', base, { token: owner.token, body: { domain } })
    const { token } = siteDomainResponseSchema.parse(added.body).data.domain
    dns.zone.set(`_sitekur.${domain}`, { TXT: [`sitekur-verification=${token}`] })
    dns.zone.set(domain, { A: ['203.0.113.10'] })
    const verified = await h.call('POST', `${base}/${domain}/verify`, { token: owner.token })
    expect(verified.body).toMatchObject({ data: { domain: { state: 'verified' } } })
    expect(await ask(domain)).toMatchObject({ status: 200 })
    return ctx
  }

  /** Moves the clock on by `days` (and a minute), runs the domain-check job as the team would; its start. */
  async function laterRunCheck(days: number): Promise<number> {
    h.advance(days * DAY + 60)
    const start = h.store.clock.now().getTime()
    const admin = await h.adminToken()
    const run = await h.call('POST', '/api/admin/jobs/domain-check/run', { token: admin.token })
    expect(run.status, run.text).toBe(200)
    expect(run.body).toMatchObject({ data: { run: { outcome: 'succeeded' } } })
    return start
  }

  /** The domain as its owner's panel reads it (signed in again: days have passed since). */
  async function domainOf(base: string, email: string) {
    const { token } = await h.login(email)
    const listed = await h.call('GET', base, { token })
    return siteDomainsResponseSchema.parse(listed.body).data.domains[0]
  }

  /** The website the site server shows for a request to `domain`, if any. */
  const siteAt = async (domain: string) =>
    (await createSiteLookups(h.ports, {})({ domain }))?.website?.id ?? null

  it('shows the records to create, checks them, and moves the live site to the domain once they are right', async () => {
    const { owner, website, domain, base } = await setup()
    const added = await h.call('POST', base, {
      token: owner.token,
      body: { domain: `WWW.${domain.toUpperCase()}` },
    })
    expect(added.status, added.text).toBe(201)
    const created = siteDomainResponseSchema.parse(added.body).data.domain
    expect(created).toMatchObject({ domain, state: 'pending' })
    const txt = `sitekur-verification=${created.token}`
    expect(created.records).toEqual([
      expect.objectContaining({ type: 'A', name: '@', value: '203.0.113.10' }),
      expect.objectContaining({ type: 'CNAME', name: 'www', value: 'siteler.sitekur.example' }),
      expect.objectContaining({ type: 'TXT', name: '_sitekur', value: txt }),
    ])
    const verify = () => h.call('POST', `${base}/${domain}/verify`, { token: owner.token })

    const noTxt = siteDomainResponseSchema.parse((await verify()).body).data.domain
    expect(noTxt).toMatchObject({
      state: 'pending',
      reason: `_sitekur.${domain} adında doğrulama (TXT) kaydı bulunamadı.`,
    })
    dns.zone.set(`_sitekur.${domain}`, { TXT: [txt] })
    dns.zone.set(domain, { A: ['198.51.100.99'] })
    const elsewhere = siteDomainResponseSchema.parse((await verify()).body).data.domain
    expect(elsewhere.reason).toContain('başka bir adresi gösteriyor (198.51.100.99)')
    expect(await ask(domain)).toMatchObject({ status: 404 })

    dns.zone.set(domain, { A: ['203.0.113.10'] })
    const done = await verify()
    expect(done.body).toMatchObject({
      message: 'Domain doğrulandı; site bu adreste yayında.',
      data: { domain: { state: 'verified' } },
    })
    expect((await h.ports.repos.websites.findById(website.id))?.domain).toBe(domain)
    const page = await h.ports.repos.resource(publishedSiteResource).findOne({ websiteId: website.id })
    expect(page?.domain).toBe(domain)
    expect(page?.html).toContain(`https://${domain}/`)

    // The TLS proxy may now get its certificate, for the domain and its www.; the first yes makes it active.
    expect(await ask(domain, '203.0.113.200')).toMatchObject({ status: 403 })
    expect(await ask(`www.${domain}`)).toMatchObject({ status: 200 })
    expect(await ask('sitekur.example')).toMatchObject({ status: 200 })
    expect(await ask(`baska-${domain}`)).toMatchObject({ status: 404 })
    const listed = siteDomainsResponseSchema.parse((await h.call('GET', base, { token: owner.token })).body)
    expect(listed.data.domains[0]).toMatchObject({ state: 'active' })

    const removed = await h.call('DELETE', `${base}/${domain}`, { token: owner.token })
    expect(removed.status, removed.text).toBe(200)
    expect((await h.ports.repos.websites.findById(website.id))?.domain).toBe('')
    expect(await ask(domain)).toMatchObject({ status: 404 })
  })

  it('refuses the app’s own host, a domain another site claims, a second domain, and other customers', async () => {
    const { owner, website, domain, base } = await setup()
    const add = (body: unknown, token = owner.token, path = base) => h.call('POST', path, { token, body })
    expect(await add({ domain: 'www.sitekur.example' })).toMatchObject({ status: 409 })
    expect(await add({ domain: 'değil bir domain' })).toMatchObject({ status: 400 })
    expect((await add({ domain })).status).toBe(201)
    expect(await add({ domain: `ikinci-${domain}` })).toMatchObject({
      status: 409,
      body: { message: 'Bu siteye zaten bir domain bağlı; yenisini eklemek için önce onu kaldırın.' },
    })
    const other = await h.customerToken()
    const theirs = await createWebsite(h, other.user)
    expect(await add({ domain }, other.token, `/api/me/websites/${theirs.id}/domains`)).toMatchObject({
      status: 409,
      body: { message: 'Bu domain zaten kullanılıyor.' },
    })
    expect((await h.call('GET', base, { token: other.token })).status).toBe(404)
    expect((await h.call('POST', `${base}/${domain}/verify`, { token: other.token })).status).toBe(404)
    expect((await h.call('DELETE', `${base}/${domain}`, { token: other.token })).status).toBe(404)
    expect((await h.ports.repos.websites.findById(website.id))?.domain).toBe(website.domain)
  })

  it('lets a claim nobody verifies lapse after a week, so the domain is free again', async () => {
    const { owner, domain, base } = await setup()
    expect((await h.call('POST', base, { token: owner.token, body: { domain } })).status).toBe(201)
    h.advance(8 * 86_400)
    const admin = await h.adminToken()
    const run = await h.call('POST', '/api/admin/jobs/domain-check/run', { token: admin.token })
    expect(run.status, run.text).toBe(200)
    const team = await h.call('GET', base.replace('/api/me/', '/api/admin/'), { token: admin.token })
    expect(siteDomainsResponseSchema.parse(team.body).data.domains).toEqual([])
    const other = await h.customerToken()
    const theirs = await createWebsite(h, other.user)
    const claim = { token: other.token, body: { domain } }
    expect((await h.call('POST', `/api/me/websites/${theirs.id}/domains`, claim)).status).toBe(201)
  })

  it('keeps a verified domain whose records move away working through its grace, then takes it off the site', async () => {
    const { owner, website, domain, base } = await verifiedDomain()
    dns.zone.set(domain, { A: ['198.51.100.99'] })
    const firstFailure = await laterRunCheck(1)
    const failing = await domainOf(base, owner.user.email)
    expect(failing?.state).toBe('active')
    expect(Date.parse(failing?.failingSince ?? '')).toBeGreaterThanOrEqual(firstFailure)
    expect(failing?.reason).toContain('başka bir adresi gösteriyor (198.51.100.99)')

    // Six days of wrong records: still the site's, still a certificate.
    await laterRunCheck(3)
    await laterRunCheck(3)
    expect(await domainOf(base, owner.user.email)).toMatchObject({ state: 'active' })
    expect(await ask(domain)).toMatchObject({ status: 200 })
    expect(await siteAt(domain)).toBe(website.id)
    expect((await h.ports.repos.websites.findById(website.id))?.domain).toBe(domain)
    const lapseMails = () => h.mailsTo(owner.user.email).filter((mail) => mail.subject.includes(domain))
    expect(lapseMails()).toEqual([])

    // The seventh: the domain lapses, the site leaves it, the proxy gets no, the owner is told once.
    await laterRunCheck(1)
    expect(await domainOf(base, owner.user.email)).toMatchObject({ state: 'lapsed' })
    expect(await ask(domain)).toMatchObject({ status: 404 })
    expect(await ask(`www.${domain}`)).toMatchObject({ status: 404 })
    expect(await siteAt(domain)).toBeNull()
    expect(await siteAt(`www.${domain}`)).toBeNull()
    expect((await h.ports.repos.websites.findById(website.id))?.domain).toBe('')
    const page = await h.ports.repos.resource(publishedSiteResource).findOne({ websiteId: website.id })
    expect(page).toMatchObject({ domain: '' })
    expect(page?.html).not.toContain(`https://${domain}/`)
    await laterRunCheck(1)
    expect(lapseMails()).toHaveLength(1)
    expect(lapseMails()[0]?.text).toContain('7 gündür sitemizi göstermediği için')
    const { token: signedIn } = await h.login(owner.user.email)
    const feed = await h.call('GET', '/api/me/notifications', { token: signedIn })
    expect(feed.text.split('Domaininizin bağlantısı kaldırıldı')).toHaveLength(2)

    // Its records put right, "Yeniden doğrula" gives the site its domain back.
    dns.zone.set(domain, { A: ['203.0.113.10'] })
    const { token } = await h.login(owner.user.email)
    const again = await h.call('POST', `${base}/${domain}/verify`, { token })
    expect(again.body).toMatchObject({ data: { domain: { state: 'verified', failingSince: null } } })
    expect(await siteAt(domain)).toBe(website.id)
    expect(await ask(domain)).toMatchObject({ status: 200 })
  })

  it('clears a verified domain’s failure when a check inside its grace passes again', async () => {
    const { owner, website, domain, base } = await verifiedDomain()
    dns.zone.set(domain, { A: ['198.51.100.99'] })
    await laterRunCheck(1)
    expect((await domainOf(base, owner.user.email))?.failingSince).not.toBeNull()
    dns.zone.set(domain, { A: ['203.0.113.10'] })
    await laterRunCheck(1)
    expect(await domainOf(base, owner.user.email)).toMatchObject({
      state: 'active',
      reason: '',
      failingSince: null,
    })

    // Wrong again later: the grace starts over, so seven days after the first failure it still answers.
    dns.zone.set(domain, { A: ['198.51.100.99'] })
    await laterRunCheck(1)
    await laterRunCheck(3)
    await laterRunCheck(2)
    expect(await domainOf(base, owner.user.email)).toMatchObject({ state: 'active' })
    expect(await siteAt(domain)).toBe(website.id)
    expect(await ask(domain)).toMatchObject({ status: 200 })
  })
}
