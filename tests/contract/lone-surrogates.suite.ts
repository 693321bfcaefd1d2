import { expect, it } from 'vitest'
import { approvalResource } from '../../api/approvals/approval-resource'
import { emailCampaignResource } from '../../api/campaigns/campaign-resource'
import { previewSessionResource } from '../../api/preview/preview-session-resource'
import { MAX_KEYWORD_LENGTH } from '../../api/website-requests/seo-limits.shared'
import { createTemplate } from './campaign-helpers'
import type { Harness } from './harness'
import { submit } from './request-helpers'
import { createWebsite, editForm, saveWebsite } from './website-helpers'

const LONE_SURROGATE = { success: false, message: 'İstek geçersiz Unicode karakterleri içeriyor.' }
const CONTROL = { success: false, message: 'İstek izin verilmeyen kontrol karakterleri içeriyor.' }

// Half of a UTF-16 surrogate pair, sent as a JSON escape ("\ud800"), has no UTF-8 form: PostgreSQL
// refused it with a 500 and the other stores kept it. The boundary answers 400 on every store and
// stores nothing (docs/security.md#at-the-boundary-of-every-request). JSON.stringify writes a lone
// surrogate as its escape, so each body below travels as plain ASCII JSON.
export function loneSurrogatesSuite(h: Harness) {
  it('refuses half a surrogate pair in any JSON string or key with 400 and stores nothing', async () => {
    const admin = await h.adminToken()
    const customer = await h.customerToken()
    const template = await createTemplate(h, 'Merhaba {name}')
    const campaigns = h.ports.repos.resource(emailCampaignResource)
    const approvals = h.ports.repos.resource(approvalResource)
    const previews = h.ports.repos.resource(previewSessionResource)
    const count = async () => ({
      packages: await h.ports.repos.packages.count(),
      notifications: await h.ports.repos.notifications.count(),
      campaigns: await campaigns.count(),
      approvals: await approvals.count({ filter: { userId: customer.user.id } }),
      previews: await previews.count({ filter: { userId: customer.user.id } }),
    })
    const before = { counts: await count(), settings: await h.ports.repos.settings.get() }
    const refusals: Array<[string, string, string, unknown]> = [
      [admin.token, 'POST', '/api/admin/packages', { name: 'Paket \ud800', price: 100, features: ['A'] }],
      [admin.token, 'POST', '/api/admin/packages', { name: 'Paket', price: 100, features: ['\udfff B'] }],
      [admin.token, 'PATCH', '/api/admin/settings', { siteName: 'Site \udbff' }],
      [admin.token, 'PATCH', '/api/admin/settings', { ['site\ud800Name']: 'Site' }],
      [
        admin.token,
        'POST',
        '/api/admin/campaigns',
        { name: 'Kampanya', subject: 'Konu \ude00', templateId: template.id, targetAudience: 'all' },
      ],
      [admin.token, 'POST', '/api/admin/notifications', { title: 'Duyuru', message: 'Mesaj \ud83d' }],
      [
        customer.token,
        'POST',
        '/api/me/approvals',
        { type: 'profile_update', requestedData: { name: 'Ad \ud800' } },
      ],
      [
        customer.token,
        'POST',
        '/api/me/approvals',
        { type: 'profile_update', requestedData: { ['n\udc00']: 'Ad' } },
      ],
      [
        customer.token,
        'POST',
        '/api/preview/session',
        {
          user_id: customer.user.id,
          viewport_config: { device_type: 'desktop', width: 1280, height: 800, zoom_level: 1 },
          source: {
            kind: 'builder',
            form: { companyName: 'Firma \ud800', industry: 'restoran', pages: ['home'] },
          },
        },
      ],
    ]
    for (const [token, method, path, body] of refusals) {
      const res = await h.call(method, path, { token, body })
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}: ${res.text}`).toBe(400)
      expect(res.body).toMatchObject(LONE_SURROGATE)
    }
    expect(await count()).toEqual(before.counts)
    expect(await h.ports.repos.settings.get()).toEqual(before.settings)
  })

  it('takes whole pairs: an emoji, sent as is or as its two escapes, is stored as sent', async () => {
    const { token } = await h.adminToken()
    const name = `Paket 😀 ${crypto.randomUUID().slice(0, 8)}`
    const escaped = JSON.stringify({ name, price: 100, features: ['👍🏽 Destek'] }).replace(
      /[\ud800-\udfff]/g,
      (unit) => `\\u${unit.charCodeAt(0).toString(16)}`,
    )
    expect(escaped).toContain('\\ud83d\\ude00')
    const res = await h.call('POST', '/api/admin/packages', { token, raw: escaped })
    expect(res.status, res.text).toBe(201)
    const stored = await h.ports.repos.packages.findOne({ name })
    expect(stored?.features).toEqual(['👍🏽 Destek'])
  })

  it("refuses escapes in the edit form's JSON fields that only show once parsed, changing nothing", async () => {
    const a = await h.customerToken()
    const website = await createWebsite(h, a.user)
    const page = (name: string) => ({ pages: [{ id: 'a', name, url: '/a', status: 'published' }] })
    for (const [fields, answer] of [
      [page('Ana \ud800'), LONE_SURROGATE],
      [{ contactInfo: { address: 'Cadde\u0000 1' } }, CONTROL],
    ] as const) {
      const res = await saveWebsite(h, a.token, website.id, editForm(fields))
      expect(res.status, res.text).toBe(400)
      expect(res.body).toEqual(answer)
    }
    expect(await h.ports.repos.websites.findById(website.id)).toEqual(website)
  })

  it('cuts a long keyword before its emoji, never inside it, and stores the request', async () => {
    const { token } = await h.customerToken()
    const head = 'a'.repeat(MAX_KEYWORD_LENGTH - 1)
    const request = await submit(h, token, { websiteName: 'Emoji', seo: { keywords: `${head}😀, çay` } })
    expect(request.seo.keywords).toEqual([head, 'çay'])
    expect((await h.ports.repos.websiteRequests.findById(request.id))?.seo.keywords).toEqual([head, 'çay'])
  })
}
