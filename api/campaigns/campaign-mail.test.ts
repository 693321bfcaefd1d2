import { describe, expect, it } from 'vitest'
import { bytesToBase64Url, hmacHex } from '../lib/crypto'
import { campaignMail } from './campaign-mail'
import { CLICK_LINK_LIFETIME_MS, signCampaignToken, verifyCampaignToken } from './campaign-tokens'

const sentAt = new Date('2026-11-26T10:00:00Z')
const mailTo = (name: string, content: string) =>
  campaignMail({
    campaign: { id: 'c1', subject: 'Merhaba {name}' },
    template: { content },
    user: { id: 'u1', name, email: 'ayse@example.com', subscription: 'premium' },
    publicUrl: 'https://sitekur.test',
    secret: 'gizli',
    now: sentAt,
  })

/** What each click link of the mail's HTML part carries. */
async function clickTokensIn(html: string) {
  const tokens = [...html.matchAll(/href="https:\/\/sitekur\.test\/api\/campaign-mail\/click\/([^"]+)"/g)]
  return Promise.all(tokens.map((match) => verifyCampaignToken('gizli', match[1] ?? '')))
}

describe('campaign click links', () => {
  it("track the template's own addresses, and never an address a recipient's value brings", async () => {
    const mail = await mailTo(
      'https://evil.example/login',
      'Merhaba {name}\nBakın: https://example.com/a?x=1&y=2.\nKişisel: https://example.com/?ref={email}',
    )
    const tokens = await clickTokensIn(mail.html)
    expect(tokens.map((token) => token?.kind === 'click' && token.url)).toEqual([
      'https://example.com/a?x=1&y=2',
    ])
    expect(tokens[0]).toMatchObject({
      recipientId: 'c1:u1',
      expiresAt: sentAt.getTime() + CLICK_LINK_LIFETIME_MS,
    })
    expect(mail.html).not.toContain('href="https://evil.example')
    expect(mail.html).toContain('Merhaba https://evil.example/login</p>')
    // An address a value completes goes out as text, filled in, and is not tracked.
    expect(mail.html).toContain('Kişisel: https://example.com/?ref=ayse@example.com</p>')
    expect(mail.text).toContain('Merhaba https://evil.example/login\n')
  })
})

describe('campaign tokens', () => {
  it('verify what they signed, and nothing tampered with or signed under another secret', async () => {
    const click = { kind: 'click', recipientId: 'c:u', url: 'https://e.com/x', expiresAt: 1 } as const
    const token = await signCampaignToken('gizli', click)
    expect(await verifyCampaignToken('gizli', token)).toEqual(click)
    expect(await verifyCampaignToken('başka', token)).toBeNull()
    const [payload, signature] = token.split('.')
    const forged = await signCampaignToken('gizli', { ...click, url: 'https://kotu.com' })
    expect(await verifyCampaignToken('gizli', `${forged.split('.')[0]}.${signature}`)).toBeNull()
    expect(await verifyCampaignToken('gizli', `${payload}.`)).toBeNull()
    expect(await verifyCampaignToken('gizli', 'bozuk')).toBeNull()
  })

  it('refuse a click token of old, signed without an expiry', async () => {
    const payload = 'c\nc:u\nhttps://e.com/x'
    const old = `${bytesToBase64Url(new TextEncoder().encode(payload))}.${await hmacHex('gizli', `campaign-link\n${payload}`)}`
    expect(await verifyCampaignToken('gizli', old)).toBeNull()
  })
})

describe('campaignMail', () => {
  it('escapes the values, adds the pixel, the unsubscribe link, the one-click headers and a stable Message-ID', async () => {
    const mail = await mailTo('<b>Ayşe</b>', 'Merhaba {name}')
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
