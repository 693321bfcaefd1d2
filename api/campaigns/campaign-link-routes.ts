import { z } from 'zod'
import { ApiError } from '../lib/http'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { messageResponseSchema } from '../auth/auth.shared'
import { errorResponseSchema } from '../lib/common.shared'
import { CAMPAIGN_MAIL_PATH } from './campaign-mail'
import { campaignLinkMessages } from './campaign-link-messages.shared'
import { PIXEL_GIF } from './campaign-tracking'
import { escapeHtml } from '../mail/mail-layout.shared'

const TAG = 'Kampanya bağlantıları'
const tokenParams = z.object({ token: z.string().min(3).max(4000) })
const invalid = { description: campaignLinkMessages.invalid, schema: errorResponseSchema }
const pageNote = '(Türkçe bir sayfa, text/html; yönlendirme yok)'
const stateResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ unsubscribed: z.boolean() }),
})

/** What a person who followed a click link that leads nowhere sees: a page, not the API's JSON. */
function clickFailurePage(message: string): string {
  return (
    '<!doctype html><html lang="tr"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>SiteKur</title></head><body style="font-family:system-ui,sans-serif;max-width:560px;margin:48px auto;padding:0 24px">` +
    `<h1 style="font-size:20px">${escapeHtml(message)}</h1>` +
    `<p><a href="/">${escapeHtml(campaignLinkMessages.home)}</a></p></body></html>`
  )
}

// The public addresses of a campaign mail (docs/rules/email-campaigns.md#tracking, #unsubscribe): no
// sign-in, the signed token is the only authority, and an answer tells nothing about the recipient.
export const campaignLinkRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: `${CAMPAIGN_MAIL_PATH}/open/:token`,
    summary: 'Açılma pikseli: alıcının açılışı bir kez kaydedilir; yanıt her zaman 1×1 GIF',
    tag: TAG,
    access: 'public',
    params: tokenParams,
    responses: { 200: { description: 'image/gif' } },
    handler: async ({ c, services, params }) => {
      await services.campaignLinks.open(params.token)
      return c.body(PIXEL_GIF, 200, {
        'content-type': 'image/gif',
        'cache-control': 'no-store, private',
      })
    },
  }),

  defineRoute({
    method: 'get',
    path: `${CAMPAIGN_MAIL_PATH}/click/:token`,
    summary:
      'Yönlendiren bağlantı: tıklama bir kez kaydedilir, şablondaki imzalı adrese 302 ile gidilir (gönderimden 90 gün sonra süresi dolar)',
    tag: TAG,
    access: 'public',
    params: tokenParams,
    responses: {
      302: { description: 'Bağlantının adresine yönlendirme' },
      404: { description: `${campaignLinkMessages.invalid} ${pageNote}` },
      410: { description: `${campaignLinkMessages.expired} ${pageNote}` },
    },
    handler: async ({ c, services, params }) => {
      const outcome = await services.campaignLinks.click(params.token)
      c.header('cache-control', 'no-store, private')
      if (outcome.kind === 'redirect') return c.redirect(outcome.url, 302)
      return outcome.kind === 'expired'
        ? c.html(clickFailurePage(campaignLinkMessages.expired), 410)
        : c.html(clickFailurePage(campaignLinkMessages.invalid), 404)
    },
  }),

  defineRoute({
    method: 'get',
    path: `${CAMPAIGN_MAIL_PATH}/unsubscribe/:token`,
    summary: 'Abonelikten çıkma bağlantısının durumu (yalnızca çıkılıp çıkılmadığı)',
    tag: TAG,
    access: 'public',
    params: tokenParams,
    responses: { 200: { description: 'Durum', schema: stateResponseSchema }, 404: invalid },
    handler: async ({ c, services, params }) => {
      const state = await services.campaignLinks.unsubscribeState(params.token)
      if (!state) throw new ApiError(404, campaignLinkMessages.invalid)
      return c.json({ success: true, data: state })
    },
  }),

  defineRoute({
    method: 'post',
    path: `${CAMPAIGN_MAIL_PATH}/unsubscribe/:token`,
    summary: 'Abonelikten çık (sayfadaki düğme ve RFC 8058 tek tıkla çıkış: List-Unsubscribe=One-Click)',
    tag: TAG,
    access: 'public',
    params: tokenParams,
    activity: 'service',
    responses: { 200: { description: 'Çıkıldı', schema: messageResponseSchema }, 404: invalid },
    handler: async ({ c, services, params, ip }) => {
      if (!(await services.campaignLinks.unsubscribe(params.token, ip)))
        throw new ApiError(404, campaignLinkMessages.invalid)
      return c.json({ success: true, message: campaignLinkMessages.unsubscribed })
    },
  }),
]
