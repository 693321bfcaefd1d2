import { expect, it } from 'vitest'
import { campaignRecipientResource } from '../../api/campaigns/campaign-resource'
import {
  drainCampaign,
  materialiseRecipients,
  startCampaign,
  STALE_CLAIM_MS,
} from '../../api/campaigns/campaign-sender'
import { resources } from '../../api/kernel/resources'
import { campaignMessages, type CampaignAudience } from '../../api/campaigns/campaign.shared'
import type { Harness } from './harness'
import {
  campaignOf,
  createTemplate,
  linkIn,
  mailsBySubject,
  unthrottled,
  waitForStatus,
} from './campaign-helpers'

// E-mail campaigns (docs/rules/email-campaigns.md) on every store. The store is shared by the file's
// tests, so audience figures are compared before and after a test adds its own customers, and each test's
// mails are told apart by a subject of its own.

const idle = () => new AbortController().signal

export function campaignsSuite(h: Harness) {
  const audienceCount = async (token: string, audience: CampaignAudience) => {
    const res = await h.call('GET', `/api/admin/campaigns/audience?audience=${audience}`, { token })
    expect(res.status).toBe(200)
    return (res.body as { data: { recipients: number } }).data.recipients
  }
  const counts = async (token: string) => ({
    all: await audienceCount(token, 'all'),
    premium: await audienceCount(token, 'premium'),
    basic: await audienceCount(token, 'basic'),
    inactive: await audienceCount(token, 'inactive'),
  })

  async function newCampaign(token: string, fields: Record<string, unknown> = {}) {
    const template = await createTemplate(
      h,
      'Merhaba {name},\nYeni temalarımız: https://example.com/temalar?x=1',
    )
    const subject = `Kampanya ${crypto.randomUUID().slice(0, 8)}`
    const res = await h.as(token).post('/api/admin/campaigns', {
      name: 'Kasım kampanyası',
      subject,
      templateId: template.id,
      targetAudience: 'all',
      ...fields,
    })
    expect(res.status).toBe(201)
    return { campaign: campaignOf(res.body), subject, template }
  }

  it('audiences: plan tiers and subscription state; admins, suspended and unsubscribed customers never', async () => {
    const { token } = await h.adminToken()
    const before = await counts(token)
    await h.createUser({ subscription: 'Premium Plan', subscriptionStatus: 'active' })
    await h.createUser({ subscription: 'pro', subscriptionStatus: 'active' })
    await h.createUser({ subscription: 'Basic Plan', subscriptionStatus: 'active' })
    await h.createUser({ subscription: 'Temel', subscriptionStatus: 'active' })
    await h.createUser({ subscription: 'premium', subscriptionStatus: 'inactive' })
    await h.createUser() // free, inactive
    await h.createUser({ role: 'admin', subscription: 'premium', subscriptionStatus: 'active' })
    await h.createUser({ status: 'suspended', subscription: 'basic', subscriptionStatus: 'active' })
    const optedOut = h.store.clock.now().toISOString()
    await h.createUser({ subscription: 'basic', subscriptionStatus: 'active', marketingOptOutAt: optedOut })
    const after = await counts(token)
    expect({
      all: after.all - before.all,
      premium: after.premium - before.premium,
      basic: after.basic - before.basic,
      inactive: after.inactive - before.inactive,
    }).toEqual({ all: 6, premium: 2, basic: 2, inactive: 2 })
  })

  it('create, edit and delete follow the rules, with Turkish refusals', async () => {
    const { token } = await h.adminToken()
    const template = await createTemplate(h, 'Merhaba {name}')
    const missing = await h.as(token).post('/api/admin/campaigns', { name: ' ', subject: 'Konu' })
    expect(missing.status).toBe(400)
    expect((missing.body as { message: string }).message).toBe(campaignMessages.required)
    const unknown = await h.as(token).post('/api/admin/campaigns', {
      name: 'Ad',
      subject: 'Konu',
      templateId: crypto.randomUUID(),
    })
    expect((unknown.body as { message: string }).message).toBe(campaignMessages.templateMissing)
    const past = await h.as(token).post('/api/admin/campaigns', {
      name: 'Ad',
      subject: 'Konu',
      templateId: template.id,
      scheduledAt: new Date(h.store.clock.now().getTime() - 60_000).toISOString(),
    })
    expect((past.body as { message: string }).message).toBe(campaignMessages.scheduleInPast)

    const { campaign } = await newCampaign(token, { targetAudience: 'premium' })
    expect(campaign).toMatchObject({ status: 'draft', targetAudience: 'premium', recipients: 0 })
    const later = new Date(h.store.clock.now().getTime() + 3_600_000).toISOString()
    const scheduled = await h.call('PATCH', `/api/admin/campaigns/${campaign.id}`, {
      token,
      body: { scheduledAt: later },
    })
    expect(campaignOf(scheduled.body)).toMatchObject({ status: 'scheduled', scheduledAt: later })
    const unscheduled = await h.call('PATCH', `/api/admin/campaigns/${campaign.id}`, {
      token,
      body: { scheduledAt: null, name: 'Yeni ad' },
    })
    expect(campaignOf(unscheduled.body)).toMatchObject({
      status: 'draft',
      name: 'Yeni ad',
      scheduledAt: null,
    })
    const deleted = await h.call('DELETE', `/api/admin/campaigns/${campaign.id}`, { token })
    expect(deleted.status).toBe(200)
    expect((await h.call('GET', `/api/admin/campaigns/${campaign.id}`, { token })).status).toBe(404)
  })

  it('send now reaches each member of the audience once, never an unsubscribed customer; then it is locked', async () => {
    const { token } = await h.adminToken()
    h.withPorts({ config: { ...h.ports.config, campaignRatePerSecond: 0 } })
    const members = [await h.createUser(), await h.createUser()]
    const optedOut = await h.createUser({ marketingOptOutAt: h.store.clock.now().toISOString() })
    const { campaign, subject } = await newCampaign(token)
    const expected = await audienceCount(token, 'all')
    const sent = await h.call('POST', `/api/admin/campaigns/${campaign.id}/send`, { token })
    expect(sent.status).toBe(202)
    const done = await waitForStatus(h, token, campaign.id, 'sent')
    expect(done.counts).toMatchObject({ total: expected, sent: expected, failed: 0, pending: 0 })
    const byTo = mailsBySubject(h, subject)
    expect(byTo.size).toBe(expected)
    expect([...byTo.values()].every((mails) => mails.length === 1)).toBe(true)
    for (const member of members) expect(byTo.has(member.email)).toBe(true)
    expect(byTo.has(optedOut.email)).toBe(false)
    const mail = byTo.get(members[0]!.email)![0]!
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(mail.messageId).toBe(
      `<campaign.${campaign.id}.${members[0]!.id}@${new URL(h.ports.config.publicUrl).hostname}>`,
    )
    const again = await h.call('POST', `/api/admin/campaigns/${campaign.id}/send`, { token })
    expect(again.status).toBe(409)
    const edit = await h.call('PATCH', `/api/admin/campaigns/${campaign.id}`, { token, body: { name: 'x' } })
    expect(edit.status).toBe(409)
  })

  it('an interrupted run resumes: no recipient twice; a stale claim the mail queue never got is sent once', async () => {
    const { token } = await h.adminToken()
    for (let i = 0; i < 3; i++) await h.createUser()
    const { campaign, subject } = await newCampaign(token)
    const services = unthrottled(h)
    const started = await startCampaign(h.ports.repos, campaign, h.store.clock.now())
    const materialised = await materialiseRecipients(services, started!, h.store.clock.now())
    const recipients = h.ports.repos.resource(campaignRecipientResource)
    const rows = await recipients.list({ filter: { campaignId: campaign.id }, limit: 10_000 })
    expect(rows).toHaveLength(materialised!.recipients)
    // A process died while handing this one over: claimed, never marked.
    const inFlight = rows[0]!
    await recipients.update(inFlight.id, { state: 'sending', claimedAt: h.store.clock.now().toISOString() })
    // Another run stops after two mails.
    const stop = new AbortController()
    let handed = 0
    const stopping = unthrottled(h, {
      mailer: {
        send: async (message) => {
          await h.ports.mailer.send(message)
          if (++handed === 2) stop.abort()
        },
      },
    })
    await drainCampaign(stopping, campaign.id, { signal: stop.signal, ratePerSecond: 0 })
    expect(mailsBySubject(h, subject).size).toBe(2)
    // Materialising again (a resumed run) adds nothing.
    await materialiseRecipients(services, started!, h.store.clock.now())
    expect(await recipients.count({ filter: { campaignId: campaign.id } })).toBe(rows.length)

    await drainCampaign(services, campaign.id, { signal: idle(), ratePerSecond: 0 })
    let byTo = mailsBySubject(h, subject)
    expect(byTo.size).toBe(rows.length - 1)
    expect(byTo.has(inFlight.email)).toBe(false)
    expect((await services.campaigns.get(campaign.id)).status).toBe('sending')

    // Long after the claim, the mail queue has no mail under its ref: it never left, so it goes now, once.
    h.advance(STALE_CLAIM_MS / 1000 + 60)
    await drainCampaign(services, campaign.id, { signal: idle(), ratePerSecond: 0 })
    byTo = mailsBySubject(h, subject)
    expect(byTo.size).toBe(rows.length)
    expect([...byTo.values()].every((mails) => mails.length === 1)).toBe(true)
    expect(await recipients.findById(inFlight.id)).toMatchObject({ state: 'sent' })
    const finished = await services.campaigns.get(campaign.id)
    expect(finished).toMatchObject({ status: 'sent' })
    expect(finished.counts).toMatchObject({ sent: rows.length, failed: 0, pending: 0 })
  })

  it('two senders on one campaign hand each recipient over once, and both take part', async () => {
    const { token } = await h.adminToken()
    for (let i = 0; i < 12; i++) await h.createUser()
    const { campaign, subject } = await newCampaign(token)
    const started = await startCampaign(h.ports.repos, campaign, h.store.clock.now())
    expect(await startCampaign(h.ports.repos, campaign, h.store.clock.now())).toBeNull()
    await materialiseRecipients(unthrottled(h), started!, h.store.clock.now())
    const [one, two] = await Promise.all([
      drainCampaign(unthrottled(h), campaign.id, { signal: idle(), ratePerSecond: 0 }),
      drainCampaign(unthrottled(h), campaign.id, { signal: idle(), ratePerSecond: 0 }),
    ])
    const byTo = mailsBySubject(h, subject)
    expect([...byTo.values()].every((mails) => mails.length === 1)).toBe(true)
    const total = (await unthrottled(h).campaigns.get(campaign.id)).recipients
    expect(byTo.size).toBe(total)
    // Each walks the batch in an order of its own, so each hands over part of it.
    expect(one.sent + two.sent).toBe(total)
    expect(Math.min(one.sent, two.sent)).toBeGreaterThan(0)
  })

  it('the job starts a scheduled campaign once it is due', async () => {
    const { token } = await h.adminToken()
    await h.createUser()
    const at = new Date(h.store.clock.now().getTime() + 120_000).toISOString()
    const { campaign, subject } = await newCampaign(token, { scheduledAt: at })
    const services = unthrottled(h)
    await services.campaigns.runDue(h.store.clock.now(), idle())
    expect((await services.campaigns.get(campaign.id)).status).toBe('scheduled')
    h.advance(180)
    await services.campaigns.runDue(h.store.clock.now(), idle())
    const done = await services.campaigns.get(campaign.id)
    expect(done.status).toBe('sent')
    expect(mailsBySubject(h, subject).size).toBe(done.recipients)
  })

  it('opens and clicks are recorded once per recipient; links are signed; unsubscribe works and reveals nothing', async () => {
    const { token } = await h.adminToken()
    const reader = await h.createUser()
    const { campaign, subject } = await newCampaign(token)
    const services = unthrottled(h)
    await startCampaign(h.ports.repos, campaign, h.store.clock.now())
    await drainCampaign(services, campaign.id, { signal: idle(), ratePerSecond: 0 })
    const mail = mailsBySubject(h, subject).get(reader.email)![0]!
    const open = linkIn(mail.html, '/api/campaign-mail/open/')
    const click = linkIn(mail.html, '/api/campaign-mail/click/')
    const pixel = await h.call('GET', open)
    expect(pixel.status).toBe(200)
    expect(pixel.headers.get('content-type')).toBe('image/gif')
    const recipients = h.ports.repos.resource(campaignRecipientResource)
    const firstOpen = (await recipients.findById(`${campaign.id}:${reader.id}`))!.openedAt
    expect(firstOpen).not.toBeNull()
    h.advance(60)
    await h.call('GET', open)
    const redirect = await h.call('GET', click)
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('location')).toBe('https://example.com/temalar?x=1')
    await h.call('GET', click)
    const row = (await recipients.findById(`${campaign.id}:${reader.id}`))!
    expect(row.openedAt).toBe(firstOpen)
    expect(row.clickedAt).not.toBeNull()
    const view = await services.campaigns.get(campaign.id)
    expect(view.counts).toMatchObject({ opened: 1, clicked: 1 })
    expect(view.openRate).toBeCloseTo(1 / view.counts.sent)

    // A tampered token: no redirect anywhere, and the pixel still answers the same.
    const tampered = click.replace(/\.[0-9a-f]{4}/, '.0000')
    expect((await h.call('GET', tampered)).status).toBe(404)
    expect((await h.call('GET', open.replace(/\.[0-9a-f]{4}/, '.0000'))).status).toBe(200)

    const unsubscribeToken = /#\/unsubscribe\?token=([^"&]+)/.exec(
      linkIn(mail.html, '/#/unsubscribe?token='),
    )![1]!
    const statePath = `/api/campaign-mail/unsubscribe/${unsubscribeToken}`
    const state = await h.call('GET', statePath)
    expect(state.body).toEqual({ success: true, data: { unsubscribed: false } })
    const before = await audienceCount(token, 'all')
    const oneClick = await h.call('POST', statePath, {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(oneClick.status).toBe(200)
    expect((await h.call('GET', statePath)).body).toEqual({ success: true, data: { unsubscribed: true } })
    expect(await audienceCount(token, 'all')).toBe(before - 1)
    expect((await h.ports.repos.users.findById(reader.id))!.marketingOptOutAt).not.toBeNull()
    expect((await h.call('POST', `/api/campaign-mail/unsubscribe/x${unsubscribeToken}`)).status).toBe(404)
    expect(mail.headers?.['List-Unsubscribe']).toContain(statePath)
    const entries = await h.ports.repos
      .resource(resources.activityLog)
      .list({ filter: { userId: reader.id } })
    expect(entries.map((e) => e.action)).toContain('Kampanya e-postalarından çıkıldı')
  })
}
