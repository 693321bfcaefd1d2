import { expect, it } from 'vitest'
import { drainCampaign, startCampaign } from '../../api/campaigns/campaign-sender'
import { campaignLinkMessages } from '../../api/campaigns/campaign-link-messages.shared'
import type { Harness } from './harness'
import { campaignOf, createTemplate, linkIn, mailsBySubject, unthrottled } from './campaign-helpers'

// Where a campaign mail's click links lead (docs/rules/email-campaigns.md#tracking): only to the
// addresses written in the template, never to a value filled into it, and only for 90 days after the
// send. The last test moves the store's clock by 91 days, so it stays last.

const DAY = 24 * 60 * 60
const EVIL = 'https://evil.example/login'

export function campaignLinksSuite(h: Harness) {
  /** Sends a campaign of `content` to the audience 'all'; the mail `to` received. */
  async function sendTo(to: { email: string; name: string }, content: string, subject: string) {
    const { token } = await h.adminToken()
    const template = await createTemplate(h, content)
    const created = await h.as(token).post('/api/admin/campaigns', {
      name: 'Bağlantı kampanyası',
      subject,
      templateId: template.id,
      targetAudience: 'all',
    })
    expect(created.status).toBe(201)
    const campaign = campaignOf(created.body)
    await startCampaign(h.ports.repos, campaign, h.store.clock.now())
    await drainCampaign(unthrottled(h), campaign.id, {
      signal: new AbortController().signal,
      ratePerSecond: 0,
    })
    return mailsBySubject(h, subject.replace('{name}', to.name)).get(to.email)![0]!
  }

  const clickLinksIn = (html: string) =>
    [...html.matchAll(/href="([^"]+)"/g)]
      .map((match) => (match[1] ?? '').replace(/&#38;/g, '&'))
      .filter((url) => url.includes('/api/campaign-mail/click/'))

  it("a recipient's name that is an address is text in the mail, and no link redirects to it", async () => {
    const reader = await h.createUser({ name: EVIL })
    const tag = crypto.randomUUID().slice(0, 8)
    const mail = await sendTo(
      reader,
      'Merhaba {name},\nYeni temalarımız: https://example.com/temalar?x=1',
      `Kampanya ${tag} {name}`,
    )
    expect(mail.html).toContain(`Merhaba ${EVIL},`)
    expect(mail.text).toContain(`Merhaba ${EVIL},`)
    expect(mail.html).not.toContain('href="https://evil.example')
    const targets: (string | null)[] = []
    for (const link of clickLinksIn(mail.html)) {
      const answer = await h.call('GET', link)
      expect(answer.status).toBe(302)
      targets.push(answer.headers.get('location'))
    }
    // The template's own link is the mail's only click link, and it still leads where the template says.
    expect(targets).toEqual(['https://example.com/temalar?x=1'])
  })

  it('a click link redirects for 90 days after the send; then, like a bad token, it is a Turkish page', async () => {
    const reader = await h.createUser()
    const tag = crypto.randomUUID().slice(0, 8)
    const mail = await sendTo(reader, 'Bakın: https://example.com/yeni', `Süre ${tag}`)
    const click = linkIn(mail.html, '/api/campaign-mail/click/')
    const page = async (path: string, status: number, message: string) => {
      const answer = await h.call('GET', path)
      expect(answer.status).toBe(status)
      expect(answer.headers.get('location')).toBeNull()
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
      expect(answer.text).toContain(message)
    }

    h.advance(89 * DAY)
    const inTime = await h.call('GET', click)
    expect(inTime.status).toBe(302)
    expect(inTime.headers.get('location')).toBe('https://example.com/yeni')

    h.advance(2 * DAY)
    await page(click, 410, campaignLinkMessages.expired)
    await page(click.replace(/\.[0-9a-f]{4}/, '.0000'), 404, campaignLinkMessages.invalid)
  })
}
