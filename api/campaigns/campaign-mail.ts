import type { MailMessage } from '../ports/infrastructure'
import type { CampaignRecord } from './campaign.shared'
import type { EmailTemplateRecord } from '../email-templates/email-template.shared'
import { renderTemplate } from '../email-templates/email-template-render.shared'
import { escapeHtml } from '../mail/mail-layout.shared'
import type { UserRecord } from '../users/user.shared'
import { signCampaignToken, type CampaignToken } from './campaign-tokens'

// One recipient's campaign mail (docs/rules/email-campaigns.md#the-mail): the template rendered with the
// customer's values under the campaign's subject, its links rewritten to SiteKur's redirecting link, an
// open pixel, an unsubscribe link and the one-click unsubscribe headers (RFC 8058), and a Message-ID made
// from the campaign and the user, the same on every attempt.

export const CAMPAIGN_MAIL_PATH = '/api/campaign-mail'
export const UNSUBSCRIBE_PAGE_PATH = '/#/unsubscribe'

export const campaignMailTexts = {
  unsubscribeLine: 'Bu e-postaları artık almak istemiyorsanız aboneliğinizden çıkabilirsiniz:',
  unsubscribeLabel: 'Abonelikten çık',
} as const

const dateFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeZone: 'Europe/Istanbul' })

/** `<campaign.<campaignId>.<userId>@<host>>`: a receiver that has the message already can tell. */
export function campaignMessageId(publicUrl: string, campaignId: string, userId: string): string {
  return `<campaign.${campaignId}.${userId}@${new URL(publicUrl).hostname}>`
}

export const recipientIdOf = (campaignId: string, userId: string) => `${campaignId}:${userId}`

const unescapeAttribute = (value: string) =>
  value
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

const BARE_URL = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g
const HREF = /(<a\b[^>]*?\bhref=")(https?:\/\/[^"]+)(")/gi

/**
 * Every http(s) link of the HTML goes through `track`: the anchors' addresses, and addresses written as
 * text (which the template's escaping leaves as text) become anchors. Other text is left alone.
 */
export async function trackLinks(html: string, track: (url: string) => Promise<string>): Promise<string> {
  const parts = html.split(/(<[^>]+>)/)
  let insideAnchor = false
  const out: string[] = []
  for (const part of parts) {
    if (part.startsWith('<')) {
      if (/^<a\b/i.test(part)) insideAnchor = true
      if (/^<\/a>/i.test(part)) insideAnchor = false
      let tag = part
      for (const match of [...part.matchAll(HREF)]) {
        const tracked = await track(unescapeAttribute(match[2] ?? ''))
        tag = tag.replace(match[0], `${match[1]}${escapeHtml(tracked)}${match[3]}`)
      }
      out.push(tag)
      continue
    }
    if (insideAnchor) {
      out.push(part)
      continue
    }
    let text = ''
    let last = 0
    for (const match of part.matchAll(BARE_URL)) {
      const url = unescapeAttribute(match[0])
      text += part.slice(last, match.index)
      text += `<a href="${escapeHtml(await track(url))}">${match[0]}</a>`
      last = match.index + match[0].length
    }
    out.push(text + part.slice(last))
  }
  return out.join('')
}

export interface CampaignMailInput {
  campaign: Pick<CampaignRecord, 'id' | 'subject'>
  template: Pick<EmailTemplateRecord, 'content'>
  user: Pick<UserRecord, 'id' | 'name' | 'email' | 'subscription'>
  publicUrl: string
  secret: string
  now: Date
}

export async function campaignMail(input: CampaignMailInput): Promise<MailMessage> {
  const { campaign, template, user, publicUrl, secret } = input
  const recipientId = recipientIdOf(campaign.id, user.id)
  const link = async (token: CampaignToken, action: string) =>
    `${publicUrl}${CAMPAIGN_MAIL_PATH}/${action}/${await signCampaignToken(secret, token)}`
  const rendered = renderTemplate(
    { subject: campaign.subject, content: template.content, key: null },
    {
      name: user.name,
      email: user.email,
      subscription: user.subscription,
      date: dateFormat.format(input.now),
    },
  )
  const unsubscribeToken = await signCampaignToken(secret, { kind: 'unsubscribe', userId: user.id })
  const unsubscribePage = `${publicUrl}${UNSUBSCRIBE_PAGE_PATH}?token=${unsubscribeToken}`
  const oneClick = `${publicUrl}${CAMPAIGN_MAIL_PATH}/unsubscribe/${unsubscribeToken}`
  const tracked = await trackLinks(rendered.html, (url) => link({ kind: 'click', recipientId, url }, 'click'))
  const footer =
    `<p style="color:#64748b;font-size:12px">${escapeHtml(campaignMailTexts.unsubscribeLine)} ` +
    `<a href="${escapeHtml(unsubscribePage)}">${escapeHtml(campaignMailTexts.unsubscribeLabel)}</a></p>` +
    `<img src="${escapeHtml(await link({ kind: 'open', recipientId }, 'open'))}" width="1" height="1" alt="">`
  const html = tracked.includes('</body>') ? tracked.replace('</body>', `${footer}</body>`) : tracked + footer
  return {
    to: user.email,
    subject: rendered.subject,
    text: `${rendered.text}\n\n${campaignMailTexts.unsubscribeLine}\n${unsubscribePage}\n`,
    html,
    messageId: campaignMessageId(publicUrl, campaign.id, user.id),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
