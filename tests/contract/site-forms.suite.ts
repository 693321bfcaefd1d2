import { expect, it } from 'vitest'
import { auditResource } from '../../api/audit/audit-resource'
import { formSubmissionResource } from '../../api/site-forms/form-submission-resource'
import {
  formCountsResponseSchema,
  formSubmissionListResponseSchema,
} from '../../api/site-forms/form-submission.shared'
import { FORM_TIME_PLACEHOLDER } from '../../api/site-forms/form-time-token'
import type { Section } from '../../api/site-content/site-sections.shared'
import type { Harness } from './harness'
import { publishingSteps } from './published-site-helpers'
import { createWebsite } from './website-helpers'

// A published site's forms end to end on every store (docs/rules/site-forms.md): a visitor's post with no
// script, its checks and traps, the owner's inbox and mails, a booking's decision, the newsletter's double
// opt-in, the limits, and who may see what.

const SECTIONS: Section[] = [
  {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    kind: 'contact',
    hidden: false,
    starter: false,
    heading: 'Yazın',
    text: '',
    showForm: true,
    showMap: false,
  },
  {
    id: 'c0ffee00-0000-4000-8000-000000000002',
    kind: 'booking',
    hidden: false,
    starter: false,
    heading: 'Randevu',
    text: '',
    services: [{ id: 's1', name: 'Saç kesimi' }],
  },
  {
    id: 'c0ffee00-0000-4000-8000-000000000003',
    kind: 'newsletter',
    hidden: false,
    starter: false,
    heading: 'Bülten',
    text: '',
  },
]
const [CONTACT, BOOKING, NEWSLETTER] = SECTIONS.map((section) => section.id) as [string, string, string]

/** The time with its signature's last digit changed (to another digit: '0' stays no '0'). */
const forgedTime = (t: string) => `${t.slice(0, -1)}${t.endsWith('0') ? '1' : '0'}`

export function siteFormsSuite(h: Harness) {
  const { site, publish } = publishingSteps(h)

  async function publishedSite() {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const website = await createWebsite(h, owner.user, {
      name: `Berber ${crypto.randomUUID().slice(0, 6)}`,
      pages: [{ id: 'home', name: 'Ana Sayfa', url: '', status: 'published', sections: SECTIONS }],
    })
    const { slug } = await publish(admin.token, website.id)
    return { admin, owner, website, path: `/sites/${slug}/` }
  }

  /** The page as a visitor's browser gets it, and the time it carries. */
  async function formTime(path: string) {
    const page = await site(path)
    const html = await page.text()
    expect(html).not.toContain(FORM_TIME_PLACEHOLDER)
    return /name="_t" value="([^"]+)"/.exec(html)?.[1] ?? ''
  }

  function post(path: string, fields: Record<string, string>, ip = '203.0.113.50') {
    return h.app.request(`${h.ports.config.publicUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      body: new URLSearchParams(fields).toString(),
    })
  }

  const contact = (t: string, extra: Record<string, string> = {}) => ({
    _form: 'contact',
    _section: CONTACT,
    _t: t,
    website: '',
    name: 'Ayşe Yılmaz',
    email: 'Ayse@Example.com',
    phone: '0532 000 00 00',
    message: 'Cumartesi açık mısınız?',
    consent: 'yes',
    ...extra,
  })

  async function inbox(token: string, websiteId: string, query = '') {
    const res = await h.call('GET', `/api/me/websites/${websiteId}/submissions${query}`, { token })
    expect(res.status, res.text).toBe(200)
    return formSubmissionListResponseSchema.parse(res.body).data
  }

  it('takes a contact message without script: 303 to the page with its note, the owner’s inbox and mail', async () => {
    const { owner, website, path } = await publishedSite()
    const t = await formTime(path)
    const tooSoon = await post(path, contact(t))
    expect(tooSoon.status).toBe(422)
    expect(await tooSoon.text()).toContain('Form çok hızlı gönderildi')
    h.advance(8)
    const sent = await post(path, contact(t))
    expect(sent.status, await sent.clone().text()).toBe(303)
    const location = sent.headers.get('location') ?? ''
    expect(location).toBe(`./?gonderildi=${CONTACT}#f-${CONTACT}`)
    const noted = await (await site(`${path}?gonderildi=${CONTACT}`)).text()
    expect(noted).toContain('Teşekkürler, mesajınız bize ulaştı.')

    const page = await inbox(owner.token, website.id)
    expect(page.total).toBe(1)
    expect(page.items[0]).toMatchObject({
      kind: 'contact',
      state: 'received',
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      message: 'Cumartesi açık mısınız?',
      readAt: null,
    })
    expect(page.items[0]).not.toHaveProperty('confirmTokenHash')
    const mail = h.mailsTo(owner.user.email).at(-1)
    expect(mail?.subject).toBe(`Yeni mesaj: ${website.name}`)
    expect(mail?.text).toContain('Cumartesi açık mısınız?')
    const feed = await h.ports.repos.notifications.list({})
    expect(feed.some((n) => n.title === 'Yeni mesaj' && n.recipientIds.includes(owner.user.id))).toBe(true)
  })

  it('keeps nothing from a bot, a refused field or a missing consent, and says why in the site’s language', async () => {
    const { owner, website, path } = await publishedSite()
    const t = await formTime(path)
    h.advance(8)
    const bot = await post(path, contact(t, { website: 'http://spam.example' }), '203.0.113.61')
    expect(bot.status).toBe(303)
    const noConsent = await post(path, contact(t, { consent: '' }), '203.0.113.62')
    expect(noConsent.status).toBe(422)
    expect(await noConsent.text()).toContain('kişisel verilerin işlenmesine onay')
    const control = await post(path, contact(t, { name: 'Ayşe\u0007' }), '203.0.113.63')
    expect(control.status).toBe(422)
    const forged = await post(path, contact(forgedTime(t)), '203.0.113.64')
    expect(forged.status).toBe(422)
    const elsewhere = await post(path, contact(t, { _section: 'yok' }), '203.0.113.65')
    expect(await elsewhere.text()).toContain('Bu form artık sayfada yok')
    const tooBig = await post(path, contact(t, { message: 'x'.repeat(20_000) }), '203.0.113.66')
    expect(tooBig.status).toBe(413)
    expect((await inbox(owner.token, website.id)).total).toBe(0)
  })

  it('limits one address to five posts a site in ten minutes, other addresses still get through', async () => {
    const { owner, website, path } = await publishedSite()
    const t = await formTime(path)
    h.advance(8)
    for (let i = 0; i < 5; i++) expect((await post(path, contact(t), '203.0.113.70')).status).toBe(303)
    const sixth = await post(path, contact(t), '203.0.113.70')
    expect(sixth.status).toBe(429)
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await post(path, contact(t), '203.0.113.71')).status).toBe(303)
    expect((await inbox(owner.token, website.id)).total).toBe(6)
  })

  it('decides a booking once and mails the visitor; only the owner sees the inbox, the team only counts', async () => {
    const { admin, owner, website, path } = await publishedSite()
    const t = await formTime(path)
    h.advance(8)
    const visitor = h.email('ziyaretci')
    const day = new Date(h.store.clock.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10)
    const booking = {
      _form: 'booking',
      _section: BOOKING,
      _t: t,
      name: 'Mehmet Kaya',
      email: visitor,
      phone: '0533 111 22 33',
      service: 'Saç kesimi',
      date: day,
      time: '14:30',
      consent: 'yes',
    }
    expect((await post(path, { ...booking, date: '2001-01-01' })).status).toBe(422)
    const booked = await post(path, booking)
    expect(booked.status, await booked.clone().text()).toBe(303)
    const [item] = (await inbox(owner.token, website.id, '?kind=booking')).items
    expect(item).toMatchObject({ state: 'requested', preferredDate: day, preferredTime: '14:30' })
    const url = `/api/me/websites/${website.id}/submissions/${item?.id}`
    const other = await h.customerToken()
    expect(
      (await h.call('GET', `/api/me/websites/${website.id}/submissions`, { token: other.token })).status,
    ).toBe(404)
    expect((await h.call('PATCH', url, { token: other.token, body: { state: 'confirmed' } })).status).toBe(
      404,
    )

    const confirmed = await h.call('PATCH', url, { token: owner.token, body: { state: 'confirmed' } })
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(confirmed.body).toMatchObject({ data: { submission: { state: 'confirmed' } } })
    expect(h.mailsTo(visitor).at(-1)?.subject).toBe(`${website.name}: rezervasyonunuz onaylandı`)
    const again = await h.call('PATCH', url, { token: owner.token, body: { state: 'declined' } })
    expect(again.status).toBe(409)

    const counts = await h.call('GET', `/api/admin/websites/${website.id}/submissions/counts`, {
      token: admin.token,
    })
    expect(formCountsResponseSchema.parse(counts.body).data.counts.total.booking).toBe(1)
    expect(
      (await h.call('GET', `/api/me/websites/${website.id}/submissions`, { token: admin.token })).status,
    ).toBe(404)
    // On the customer's behalf, the team reads the contents only with a reason, and the audit trail keeps it.
    const onBehalf = `/api/admin/websites/${website.id}/submissions`
    const noReason = await h.call('GET', onBehalf, { token: admin.token })
    expect(noReason.status).toBe(400)
    expect(noReason.text).toContain('gerekçe yazın')
    const reason = 'Müşteri telefonda rezervasyonunu sordu'
    const opened = await h.call('GET', `${onBehalf}?reason=${encodeURIComponent(reason)}`, {
      token: admin.token,
    })
    expect(formSubmissionListResponseSchema.parse(opened.body).data.items[0]?.name).toBe('Mehmet Kaya')
    const trail = await h.ports.repos.resource(auditResource).list({ filter: { recordId: website.id } })
    expect(trail.find((entry) => entry.action === 'view')).toMatchObject({
      resource: 'formSubmissions',
      actorId: admin.user.id,
      reason,
    })
    const customerTry = await h.call('GET', `${onBehalf}?reason=${encodeURIComponent(reason)}`, {
      token: owner.token,
    })
    expect(customerTry.status).toBe(403)
    const removed = await h.call('DELETE', url, { token: owner.token })
    expect(removed.status).toBe(200)
    expect((await inbox(owner.token, website.id)).total).toBe(0)
  })

  it('signs up a newsletter address only once its owner confirms by mail; a scanner opening the link confirms nothing', async () => {
    const { owner, website, path } = await publishedSite()
    const t = await formTime(path)
    h.advance(8)
    const reader = h.email('okur')
    const signup = { _form: 'newsletter', _section: NEWSLETTER, _t: t, email: reader, consent: 'yes' }
    expect((await post(path, signup)).status).toBe(303)
    const ownerMails = h.mailsTo(owner.user.email).length
    const link =
      /https?:\/\/\S+_abonelik\/[A-Za-z0-9_-]+/.exec(h.mailsTo(reader).at(-1)?.text ?? '')?.[0] ?? ''
    expect(link).toContain(path)
    const confirmPath = new URL(link).pathname
    const asked = await site(confirmPath)
    expect(await asked.text()).toContain('Aboneliği onayla')
    const [pending] = (await inbox(owner.token, website.id, '?kind=newsletter')).items
    expect(pending?.state).toBe('unconfirmed')

    const done = await h.app.request(`${h.ports.config.publicUrl}${confirmPath}`, { method: 'POST' })
    expect(await done.text()).toContain('aboneliğiniz onaylandı')
    const [subscribed] = (await inbox(owner.token, website.id, '?kind=newsletter')).items
    expect(subscribed?.state).toBe('subscribed')
    expect(h.mailsTo(owner.user.email).length).toBe(ownerMails + 1)
    expect((await site(confirmPath)).status).toBe(404)

    // An unconfirmed sign-up goes after a week; a confirmed one stays for the retention period.
    expect((await post(path, { ...signup, email: h.email('okur') }, '203.0.113.80')).status).toBe(303)
    const repo = h.ports.repos.resource(formSubmissionResource)
    expect(await repo.count({ filter: { websiteId: website.id } })).toBe(2)
    h.advance(8 * 86_400)
    const admin = await h.adminToken()
    const run = await h.call('POST', '/api/admin/jobs/form-retention/run', { token: admin.token })
    expect(run.status, run.text).toBe(200)
    const left = await repo.list({ filter: { websiteId: website.id } })
    expect(left.map((record) => record.state)).toEqual(['subscribed'])
  })
}
