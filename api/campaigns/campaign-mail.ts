import type { MailMessage } from '../ports/infrastructure'
import type { CampaignRecipientRecord, CampaignRecord } from './campaign.shared'
import type { EmailTemplateRecord } from '../email-templates/email-template.shared'
import { renderTemplate, templateLinks } from '../email-templates/email-template-render.shared'
import { escapeHtml } from '../mail/mail-layout.shared'
import type { UserRecord } from '../users/user.shared'
import { CLICK_LINK_LIFETIME_MS, signCampaignToken, type CampaignToken } from './campaign-tokens'

// One recipient's campaign mail (docs/rules/email-campaigns.md#tracking): the template rendered with the
// customer's values under the campaign's subject, the links written in the template itself made SiteKur's
// redirecting links (a value, such as a name that looks like an address, stays text), an open pixel, an
// unsubscribe link and the one-click unsubscribe headers (RFC 8058), and a Message-ID made from the
// campaign and the user, the same on every attempt.

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

/** A recipient as it is made: pending, nothing sent, opened or clicked yet. */
export function newRecipientRecord(
  campaignId: string,
  user: Pick<UserRecord, 'id' | 'email'>,
  at: string,
): CampaignRecipientRecord {
  return {
    id: recipientIdOf(campaignId, user.id),
    campaignId,
    userId: user.id,
    email: user.email,
    state: 'pending',
    claimedAt: null,
    sentAt: null,
    openedAt: null,
    clickedAt: null,
    error: null,
    createdAt: at,
  }
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
  // Decided from the template's own text before any value is filled in.
  const expiresAt = input.now.getTime() + CLICK_LINK_LIFETIME_MS
  const clickLinks = new Map<string, string>()
  for (const url of templateLinks(template.content))
    clickLinks.set(url, await link({ kind: 'click', recipientId, url, expiresAt }, 'click'))
  const rendered = renderTemplate(
    { subject: campaign.subject, content: template.content, key: null },
    {
      name: user.name,
      email: user.email,
      subscription: user.subscription,
      date: dateFormat.format(input.now),
    },
    { templateLink: (url) => clickLinks.get(url) },
  )
  const unsubscribeToken = await signCampaignToken(secret, { kind: 'unsubscribe', userId: user.id })
  const unsubscribePage = `${publicUrl}${UNSUBSCRIBE_PAGE_PATH}?token=${unsubscribeToken}`
  const oneClick = `${publicUrl}${CAMPAIGN_MAIL_PATH}/unsubscribe/${unsubscribeToken}`
  const footer =
    `<p style="color:#64748b;font-size:12px">${escapeHtml(campaignMailTexts.unsubscribeLine)} ` +
    `<a href="${escapeHtml(unsubscribePage)}">${escapeHtml(campaignMailTexts.unsubscribeLabel)}</a></p>` +
    `<img src="${escapeHtml(await link({ kind: 'open', recipientId }, 'open'))}" width="1" height="1" alt="">`
  const html = rendered.html.includes('</body>')
    ? rendered.html.replace('</body>', `${footer}</body>`)
    : rendered.html + footer
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
