import { z } from 'zod'
import { ApiError } from '../lib/http'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { messageResponseSchema } from '../auth/auth.shared'
import { errorResponseSchema } from '../lib/common.shared'
import { CAMPAIGN_MAIL_PATH } from './campaign-mail'
import { campaignLinkMessages } from './campaign-link-messages.shared'
import { PIXEL_GIF } from './campaign-tracking'

const TAG = 'Kampanya bağlantıları'
const tokenParams = z.object({ token: z.string().min(3).max(4000) })
const invalid = { description: campaignLinkMessages.invalid, schema: errorResponseSchema }
const stateResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ unsubscribed: z.boolean() }),
})

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
    summary: 'Yönlendiren bağlantı: tıklama bir kez kaydedilir, imzalı adrese 302 ile gidilir',
    tag: TAG,
    access: 'public',
    params: tokenParams,
    responses: { 302: { description: 'Bağlantının adresine yönlendirme' }, 404: invalid },
    handler: async ({ c, services, params }) => {
      const url = await services.campaignLinks.click(params.token)
      if (!url) throw new ApiError(404, campaignLinkMessages.invalid)
      c.header('cache-control', 'no-store, private')
      return c.redirect(url, 302)
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
