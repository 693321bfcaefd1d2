import { describe, expect, it } from 'vitest'
import { campaignMail, trackLinks } from './campaign-mail'
import { signCampaignToken, verifyCampaignToken } from './campaign-tokens'

const track = async (url: string) => `https://sitekur.test/t?u=${encodeURIComponent(url)}`

describe('trackLinks', () => {
  it('rewrites anchors and turns written addresses into tracked anchors, leaving other text alone', async () => {
    const html =
      '<p>Bakın: https://example.com/a?x=1&#38;y=2.</p><p><a href="https://example.com/b">B</a> düz metin</p>'
    const out = await trackLinks(html, track)
    expect(out).toContain(
      `href="https://sitekur.test/t?u=${encodeURIComponent('https://example.com/a?x=1&y=2')}"`,
    )
    expect(out).toContain(`href="https://sitekur.test/t?u=${encodeURIComponent('https://example.com/b')}"`)
    expect(out).toContain('</a>.</p>')
    expect(out).toContain('düz metin')
    // An address inside an anchor's text is not wrapped a second time.
    expect(
      (await trackLinks('<a href="https://a.example">https://a.example</a>', track)).match(/<a /g),
    ).toHaveLength(1)
  })
})

describe('campaign tokens', () => {
  it('verify what they signed, and nothing tampered with or signed under another secret', async () => {
    const token = await signCampaignToken('gizli', {
      kind: 'click',
      recipientId: 'c:u',
      url: 'https://e.com/x',
    })
    expect(await verifyCampaignToken('gizli', token)).toEqual({
      kind: 'click',
      recipientId: 'c:u',
      url: 'https://e.com/x',
    })
    expect(await verifyCampaignToken('başka', token)).toBeNull()
    const [payload, signature] = token.split('.')
    const forged = await signCampaignToken('gizli', {
      kind: 'click',
      recipientId: 'c:u',
      url: 'https://kotu.com',
    })
    expect(await verifyCampaignToken('gizli', `${forged.split('.')[0]}.${signature}`)).toBeNull()
    expect(await verifyCampaignToken('gizli', `${payload}.`)).toBeNull()
    expect(await verifyCampaignToken('gizli', 'bozuk')).toBeNull()
  })
})

describe('campaignMail', () => {
  it('escapes the values, adds the pixel, the unsubscribe link, the one-click headers and a stable Message-ID', async () => {
    const mail = await campaignMail({
      campaign: { id: 'c1', subject: 'Merhaba {name}' },
      template: { content: 'Merhaba {name}' },
      user: { id: 'u1', name: '<b>Ayşe</b>', email: 'ayse@example.com', subscription: 'premium' },
      publicUrl: 'https://sitekur.test',
      secret: 'gizli',
      now: new Date('2026-11-26T10:00:00Z'),
    })
    expect(mail.subject).toBe('Merhaba <b>Ayşe</b>')
    expect(mail.html).not.toContain('<b>Ayşe</b>')
    expect(mail.html).toContain('/api/campaign-mail/open/')
    expect(mail.html).toContain('https://sitekur.test/#/unsubscribe?token=')
    expect(mail.text).toContain('https://sitekur.test/#/unsubscribe?token=')
    expect(mail.messageId).toBe('<campaign.c1.u1@sitekur.test>')
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/sitekur\.test\/api\/campaign-mail\/unsubscribe\/.+>$/,
    )
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  })
})
