import { afterAll, beforeAll, expect, it } from 'vitest'
import { OWN_TEMPLATES } from '../../api/email-templates/email-template-kinds.shared'
import {
  emailTemplateListResponseSchema,
  emailTemplatePreviewResponseSchema,
  emailTemplateResponseSchema,
  emailTemplateTestResponseSchema,
  type EmailTemplateInput,
  type EmailTemplateView,
} from '../../api/email-templates/email-template.shared'
import { createSmtpMailer } from '../../server/mail/smtp-mailer'
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher'
import { STRONG_PASSWORD, type Harness } from './harness'

// E-mail templates (docs/rules/email-templates.md) on every store: the field rules and unknown
// placeholders, escaping in the preview, a test send through a real SMTP server on loopback, SiteKur's
// own templates (listed, never deleted, edited and used by the real registration, reset).

const PATH = '/api/admin/email-templates'

export function emailTemplatesSuite(h: Harness) {
  let catcher: MailCatcher
  beforeAll(async () => {
    catcher = await startMailCatcher()
  })
  afterAll(async () => {
    await catcher.stop()
  })

  async function admin() {
    const { token, user } = await h.adminToken()
    const call = (method: string, path: string, body?: unknown) => h.call(method, path, { token, body })
    const create = async (input: EmailTemplateInput) => {
      const res = await call('POST', PATH, input)
      expect(res.status, res.text).toBe(201)
      return emailTemplateResponseSchema.parse(res.body).data.template
    }
    const list = async (query = '') => {
      const res = await call('GET', `${PATH}?pageSize=100${query}`)
      expect(res.status, res.text).toBe(200)
      return emailTemplateListResponseSchema.parse(res.body).data
    }
    const own = async (key: string): Promise<EmailTemplateView> => {
      const found = (await list('&type=system')).items.find((item) => item.key === key)
      if (!found) throw new Error(`no template ${key}`)
      return found
    }
    return { token, user, call, create, list, own }
  }
  const tag = () => crypto.randomUUID().slice(0, 8)

  it('refuses a template without name, subject or content, and stores nothing', async () => {
    const { call } = await admin()
    const before = (await (await admin()).list()).total
    for (const body of [
      { subject: 'S', content: 'C' },
      { name: 'A', content: 'C' },
      { name: 'A', subject: 'S', content: '  ' },
    ]) {
      const res = await call('POST', PATH, body)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({
        success: false,
        message: 'Şablon adı, konu ve içerik alanları zorunludur.',
      })
    }
    expect((await (await admin()).list()).total).toBe(before)
  })

  it('refuses an unknown placeholder on create and edit, naming it', async () => {
    const { call, create } = await admin()
    const res = await call('POST', PATH, {
      name: `X ${tag()}`,
      subject: 'Merhaba {name}',
      content: '{phone}',
    })
    expect(res.status).toBe(400)
    expect((res.body as { message: string }).message).toBe(
      'Bilinmeyen yer tutucu: {phone}. Kullanılabilenler: {name}, {email}, {subscription}, {date}.',
    )
    const template = await create({ name: `Hoş geldin ${tag()}`, subject: 'Merhaba {name}', content: 'A' })
    const edit = await call('PATCH', `${PATH}/${template.id}`, { content: '{code} ve {link}' })
    expect(edit.status).toBe(400)
    expect((edit.body as { message: string }).message).toContain('Bilinmeyen yer tutucular: {code}, {link}.')
    const stored = (await h.call('GET', `${PATH}?q=${encodeURIComponent(template.name)}`, {
      token: (await h.adminToken()).token,
    })) as { body: unknown }
    expect(emailTemplateListResponseSchema.parse(stored.body).data.items[0]?.content).toBe('A')
  })

  it('creates, filters by type and search, edits and deletes', async () => {
    const { call, create, list } = await admin()
    const name = `Kampanya ${tag()}`
    const template = await create({
      name,
      subject: '{name}, size özel',
      content: 'Merhaba {name},\n\n{date} tarihine kadar geçerli.',
      type: 'marketing',
    })
    expect(template).toMatchObject({ name, type: 'marketing', own: false, key: '', lastUsed: null })
    expect((await list(`&type=marketing&q=${encodeURIComponent(name)}`)).items.map((t) => t.id)).toEqual([
      template.id,
    ])
    expect((await list(`&type=welcome&q=${encodeURIComponent(name)}`)).items).toEqual([])
    const edited = await call('PATCH', `${PATH}/${template.id}`, { subject: 'Yeni konu {subscription}' })
    expect(emailTemplateResponseSchema.parse(edited.body).data.template.subject).toBe(
      'Yeni konu {subscription}',
    )
    const removed = await call('DELETE', `${PATH}/${template.id}`)
    expect(removed.body).toEqual({ success: true, message: 'Şablon başarıyla silindi.' })
    expect((await list(`&q=${encodeURIComponent(name)}`)).items).toEqual([])
  })

  it('previews with the sample customer or a chosen user, escaping values in the HTML part', async () => {
    const { call, create } = await admin()
    const template = await create({
      name: `Önizleme ${tag()}`,
      subject: 'Merhaba {name}',
      content: '{name} / {email}',
    })
    const sample = emailTemplatePreviewResponseSchema.parse(
      (await call('POST', `${PATH}/${template.id}/preview`, {})).body,
    ).data
    expect(sample.preview.subject).toBe('Merhaba Ayşe Yılmaz')
    expect(sample.preview.text).toBe('Ayşe Yılmaz / ayse.yilmaz@example.com')
    const user = await h.createUser({ name: '<img src=x onerror=alert(1)> & Co' })
    const chosen = emailTemplatePreviewResponseSchema.parse(
      (await call('POST', `${PATH}/${template.id}/preview`, { userId: user.id })).body,
    ).data
    expect(chosen.preview.text).toBe(`<img src=x onerror=alert(1)> & Co / ${user.email}`)
    expect(chosen.preview.html).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; Co')
    expect(chosen.preview.html).not.toContain('<img')
    const unsaved = emailTemplatePreviewResponseSchema.parse(
      (await call('POST', `${PATH}/${template.id}/preview`, { content: 'Taslak {subscription}' })).body,
    ).data
    expect(unsaved.preview.text).toBe('Taslak Scale')
  })

  it("sends a test to the signed-in admin's own address through the mail queue and SMTP", async () => {
    const { call, create, user } = await admin()
    const mailer = createSmtpMailer(catcher.url, 'SiteKur <no-reply@sitekur.test>')
    h.withPorts({ mailer })
    try {
      const template = await create({
        name: `Test ${tag()}`,
        subject: 'Selam {name}',
        content: 'Plan: {subscription}',
      })
      const res = await call('POST', `${PATH}/${template.id}/test`)
      expect(emailTemplateTestResponseSchema.parse(res.body)).toMatchObject({
        message: 'Test e-postası gönderildi.',
        data: { to: user.email, sent: true },
      })
      const mail = await catcher.waitFor(user.email)
      expect(mail.subject).toBe('[Test] Selam Yönetici')
      expect(mail.text).toContain(`Plan: ${user.subscription}`)
      const [row] = await h.ports.repos.mailQueue.list({ filter: { to: user.email }, limit: 1 })
      expect(row).toMatchObject({ status: 'sent', attempts: 1, nextAttemptAt: null })
    } finally {
      mailer.close()
    }
  })

  it("lists SiteKur's own templates, never deletes them, and refuses their type change", async () => {
    const { call, list, own } = await admin()
    const items = (await list('&type=system')).items.filter((item) => item.own)
    expect(items.map((item) => item.key).sort()).toEqual(Object.keys(OWN_TEMPLATES).sort())
    const invitation = await own('invitation')
    expect(invitation).toMatchObject({ subject: OWN_TEMPLATES.invitation.subject, customized: false })
    expect(invitation.placeholders).toEqual(['name', 'email', 'subscription', 'date', 'link', 'days'])
    const res = await call('DELETE', `${PATH}/${invitation.id}`)
    expect(res.status).toBe(409)
    expect(res.body).toEqual({
      success: false,
      message: 'SiteKur şablonları silinemez; varsayılan haline döndürebilirsiniz.',
    })
    expect((await call('PATCH', `${PATH}/${invitation.id}`, { type: 'marketing' })).status).toBe(400)
    // A second list creates no duplicates.
    expect((await list('&type=system')).items.filter((item) => item.own)).toHaveLength(items.length)
  })

  it('an edited verification template is what registration mails; reset brings the default back', async () => {
    const { call, own } = await admin()
    const template = await own('verification-code')
    const content = 'Selam {name}! Kodunuz {code}. Bağlantı: {link}'
    const edited = await call('PATCH', `${PATH}/${template.id}`, { content, subject: 'Kodunuz: {code}' })
    expect(emailTemplateResponseSchema.parse(edited.body).data.template).toMatchObject({
      customized: true,
      content,
    })
    try {
      const email = h.email()
      const res = await h.post('/api/auth/register', { name: 'Deniz', email, password: STRONG_PASSWORD })
      expect(res.status).toBe(200)
      const mail = h.mailsTo(email).at(-1)
      const code = h.codeFor(email)
      expect(mail?.subject).toBe(`Kodunuz: ${code}`)
      expect(mail?.text).toMatch(new RegExp(`^Selam Deniz! Kodunuz ${code}\\. Bağlantı: https?://`))
      expect(mail?.highlights?.code).toBe(code)
    } finally {
      const reset = await call('POST', `${PATH}/${template.id}/reset`)
      expect(reset.status).toBe(200)
      expect(emailTemplateResponseSchema.parse(reset.body)).toMatchObject({
        message: 'Şablon varsayılan haline döndürüldü.',
        data: { template: { customized: false, content: OWN_TEMPLATES['verification-code'].content } },
      })
    }
    const email = h.email()
    await h.post('/api/auth/register', { name: 'Deniz', email, password: STRONG_PASSWORD })
    expect(h.mailsTo(email).at(-1)?.text).toContain('Doğrulama kodunuz: ')
    expect((await own('verification-code')).lastUsed).not.toBeNull()
  })

  it("refuses a reset of an admin's template and an own template's unknown placeholder", async () => {
    const { call, create, own } = await admin()
    const template = await create({ name: `Sıfır ${tag()}`, subject: 'S', content: 'C' })
    expect((await call('POST', `${PATH}/${template.id}/reset`)).status).toBe(409)
    const invitation = await own('invitation')
    const res = await call('PATCH', `${PATH}/${invitation.id}`, { content: '{code}' })
    expect(res.status).toBe(400)
    expect((res.body as { message: string }).message).toContain('{code}')
  })
}
