import { expect, it } from 'vitest'
import { builderFormSchema, type BuilderFormInput } from '../../api/builder/builder-form.shared'
import { adminWebsiteRequestListResponseSchema } from '../../api/website-requests/website-request.shared'
import { formDraftResponseSchema } from '../../api/drafts/form-draft.shared'
import { meWebsiteRequestListResponseSchema } from '../../api/website-requests/website-request.shared'
import { websiteRequestResponseSchema } from '../../api/website-requests/website-request-input.shared'
import type { Harness } from './harness'

// The builder's requests: website requests with source 'builder', sent through the one door
// (POST /api/me/website-requests `{ source: 'builder', builderForm }`), numbered by the server, listed
// on the request desk and found with ?source=builder. docs/rules/website-builder.md

const FORM: BuilderFormInput = {
  companyName: 'Ege Zeytin Evi',
  industry: 'perakende',
  description: 'Zeytinyağı ve zeytin satışı yapan aile işletmesi.',
  contactEmail: 'Iletisim@EgeZeytin.com.tr',
  contactPhone: ' 0532  111 22 33 ',
  address: 'Ayvalık, Balıkesir',
  website: 'https://egezeytin.com.tr',
  colorScheme: 'green',
  designStyle: 'classic',
  template: 'ecommerce',
  logo: 'have',
  pages: ['home', 'about', 'products', 'team', 'contact'],
  menuStructure: 'horizontal',
  contentType: ['text', 'photos'],
  languages: ['tr', 'en'],
  features: ['contact-form', 'whatsapp', 'booking'],
  integrations: ['iyzico'],
  ecommerce: true,
  blog: false,
  budget: '5000-10000',
  timeline: '1-month',
  priority: 'design',
  notes: 'Kargo entegrasyonu da olsun.',
}

export function builderRequestsSuite(h: Harness) {
  const send = (token: string, formData: BuilderFormInput, headers: Record<string, string> = {}) =>
    h.call('POST', '/api/me/website-requests', {
      token,
      body: { source: 'builder', builderForm: formData },
      headers,
    })

  it('stores the form as a pending request with a six-digit number and answers the Turkish message', async () => {
    const { token, user } = await h.customerToken()
    const res = await send(token, FORM)
    expect(res.status, res.text).toBe(201)
    const body = websiteRequestResponseSchema.parse(res.body)
    expect(body.message).toBe('Talebiniz alındı! Ekibimiz 24 saat içinde sizinle iletişime geçecek.')
    const request = body.data.request
    expect(request).toMatchObject({ userId: user.id, status: 'pending', source: 'builder' })
    expect(request.requestNumber).toMatch(/^\d{6}$/)
    expect(request.builderForm).toEqual(builderFormSchema.parse(FORM))
    // Logged like the wizard's requests.
    const logged = await h.ports.repos.activityLog.list({ search: request.requestNumber })
    expect(logged.map((entry) => entry.action)).toEqual(['Website oluşturucu talebi oluşturuldu'])
  })

  it('refuses a form without a company name or a valid contact e-mail, storing nothing', async () => {
    const { token, user } = await h.customerToken()
    const cases: Array<[Partial<BuilderFormInput>, string]> = [
      [{ companyName: '' }, 'Lütfen firma adını girin.'],
      [{ companyName: '   ' }, 'Lütfen firma adını girin.'],
      [{ contactEmail: '' }, 'Lütfen geçerli bir iletişim e-postası girin.'],
      [{ contactEmail: 'zeytin@' }, 'Lütfen geçerli bir iletişim e-postası girin.'],
    ]
    for (const [change, message] of cases) {
      const res = await send(token, { ...FORM, ...change })
      expect(res.status, JSON.stringify(change)).toBe(400)
      expect(res.body).toEqual({ success: false, message })
    }
    expect(await h.ports.repos.websiteRequests.count({ filter: { userId: user.id } })).toBe(0)
    const anonymous = await h.call('POST', '/api/me/website-requests', {
      body: { source: 'builder', builderForm: FORM },
    })
    expect(anonymous.status).toBe(401)
  })

  it('gives 50 parallel submissions 50 distinct six-digit numbers', async () => {
    const { token, user } = await h.customerToken()
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(token, FORM)))
    const numbers = answers.map((res) => {
      expect(res.status, res.text).toBe(201)
      return websiteRequestResponseSchema.parse(res.body).data.request.requestNumber
    })
    expect(new Set(numbers).size).toBe(50)
    for (const number of numbers) expect(number).toMatch(/^\d{6}$/)
    expect(await h.ports.repos.websiteRequests.count({ filter: { userId: user.id } })).toBe(50)
  })

  it('puts it on the request desk with its company, contact, sector, budget and timeline', async () => {
    const { token } = await h.customerToken()
    const created = websiteRequestResponseSchema.parse((await send(token, FORM)).body).data.request
    const admin = await h.adminToken()
    const desk = await h.call(
      'GET',
      `/api/admin/website-requests?pageSize=100&q=${encodeURIComponent('Ege Zeytin')}`,
      {
        token: admin.token,
      },
    )
    const listed = adminWebsiteRequestListResponseSchema
      .parse(desk.body)
      .data.items.find((item) => item.id === created.id)
    expect(listed).toMatchObject({
      source: 'builder',
      websiteName: 'Ege Zeytin Evi',
      companyName: 'Ege Zeytin Evi',
      email: 'iletisim@egezeytin.com.tr',
      phone: '0532 111 22 33',
      businessType: 'perakende',
      budget: '5.000 – 10.000 ₺',
      timeline: '1 ay',
      description: FORM.description,
      specialRequests: 'Kargo entegrasyonu da olsun.',
      pages: { about: true, products: true, contact: true, custom: ['Ekibimiz'] },
      features: { onlineStore: true, bookingSystem: true, multiLanguage: true },
      contact: { address: 'Ayvalık, Balıkesir', website: 'https://egezeytin.com.tr' },
      builderForm: builderFormSchema.parse(FORM),
    })
    const one = await h.call('GET', `/api/admin/website-requests/${created.id}`, { token: admin.token })
    expect(websiteRequestResponseSchema.parse(one.body).data.request.builderForm?.companyName).toBe(
      'Ege Zeytin Evi',
    )
    const builderOnly = await h.call('GET', '/api/admin/website-requests?source=builder&pageSize=100', {
      token: admin.token,
    })
    const builderIds = adminWebsiteRequestListResponseSchema
      .parse(builderOnly.body)
      .data.items.map((r) => r.id)
    expect(builderIds).toContain(created.id)
  })

  it("lists a customer's own builder requests only, and only builder requests", async () => {
    const a = await h.customerToken()
    const b = await h.customerToken()
    const mine = websiteRequestResponseSchema.parse((await send(a.token, FORM)).body).data.request
    const wizard = await h.call('POST', '/api/me/website-requests', {
      token: a.token,
      body: { websiteName: 'Sihirbaz Talebi' },
    })
    expect(wizard.status).toBe(201)
    const wizardId = websiteRequestResponseSchema.parse(wizard.body).data.request.id
    const builderList = async (token: string) =>
      meWebsiteRequestListResponseSchema.parse(
        (await h.call('GET', '/api/me/website-requests?source=builder', { token })).body,
      ).data
    const own = await builderList(a.token)
    expect(own.items.map((item) => item.id)).toEqual([mine.id])
    expect(own.total).toBe(1)
    expect((await builderList(b.token)).items).toEqual([])
    const one = await h.call('GET', `/api/me/website-requests/${mine.id}`, { token: a.token })
    expect(websiteRequestResponseSchema.parse(one.body).data.request.builderForm).toEqual(
      builderFormSchema.parse(FORM),
    )
    const foreign = await h.call('GET', `/api/me/website-requests/${mine.id}`, { token: b.token })
    expect(foreign.status).toBe(404)
    expect(foreign.body).toEqual({ success: false, message: 'Website talebi bulunamadı.' })
    // A wizard request is no builder request: it has no builder form.
    const wizardOne = await h.call('GET', `/api/me/website-requests/${wizardId}`, { token: a.token })
    expect(websiteRequestResponseSchema.parse(wizardOne.body).data.request).toMatchObject({
      source: 'wizard',
      builderForm: null,
    })
    const admin = await h.adminToken()
    const desk = adminWebsiteRequestListResponseSchema.parse(
      (await h.call('GET', '/api/admin/website-requests?source=builder&pageSize=100', { token: admin.token }))
        .body,
    ).data
    expect(desk.items.map((item) => item.id)).toContain(mine.id)
    expect(desk.items.map((item) => item.id)).not.toContain(wizardId)
  })

  it("deletes the sender's server draft of the builder, and no one else's", async () => {
    const a = await h.customerToken()
    const b = await h.customerToken()
    const draft = { value: { version: 1, step: 4, form: FORM }, revision: 1 }
    for (const { token } of [a, b]) {
      expect((await h.as(token).put('/api/me/drafts/website-builder', draft)).status).toBe(200)
    }
    expect((await send(a.token, FORM)).status).toBe(201)
    const draftOf = async (token: string) =>
      formDraftResponseSchema.parse((await h.call('GET', '/api/me/drafts/website-builder', { token })).body)
        .data.draft
    expect(await draftOf(a.token)).toBeNull()
    expect(await draftOf(b.token)).not.toBeNull()
  })

  it('creates one request for a replayed Idempotency-Key', async () => {
    const { token, user } = await h.customerToken()
    const headers = { 'idempotency-key': `builder-${crypto.randomUUID()}` }
    const first = await send(token, FORM, headers)
    const replay = await send(token, FORM, headers)
    expect(first.status).toBe(201)
    expect(replay.status).toBe(201)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(replay.text).toBe(first.text)
    expect(await h.ports.repos.websiteRequests.count({ filter: { userId: user.id } })).toBe(1)
  })
}
