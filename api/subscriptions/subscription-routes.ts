import type { RouteEntry } from '../routes/define-route'
import { defineRoute } from '../routes/define-route'
import { errorResponseSchema } from '../lib/common.shared'
import {
  mySubscriptionResponseSchema,
  planChangeQuoteQuerySchema,
  planChangeQuoteResponseSchema,
} from './subscription.shared'
import { subscriptionMessages } from './subscription-messages.shared'

// The customer's subscription on Ödeme, and what a plan change would cost before they ask for it
// (docs/rules/invoices-and-plans.md#proration).
export const meSubscriptionRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: '/api/me/subscription',
    summary: 'Aboneliğim: paket, ödeme dönemi, dönemin başı ve sonu, durum, alacak',
    tag: 'Hesabım',
    access: 'user',
    responses: {
      200: {
        description: 'Abonelik (ücretli paket yoksa null)',
        schema: mySubscriptionResponseSchema,
      },
    },
    handler: async ({ c, services, user }) =>
      c.json({ success: true, data: await services.subscriptions.mine(user) }),
  }),

  defineRoute({
    method: 'get',
    path: '/api/me/subscription/quote',
    summary:
      'Plan değişikliğinin bugünkü tutarı: eski planın kullanılmayan günleri alacak, yeni planın kalan günleri borç',
    tag: 'Hesabım',
    access: 'user',
    query: planChangeQuoteQuerySchema,
    responses: {
      200: {
        description: 'Kuruş cinsinden tutarlar (KDV hariç; invoiceTotalKurus KDV dahil)',
        schema: planChangeQuoteResponseSchema,
      },
      404: { description: subscriptionMessages.packageUnavailable, schema: errorResponseSchema },
    },
    handler: async ({ c, services, user, query }) =>
      c.json({
        success: true,
        data: await services.subscriptions.quote(user, query.packageId, query.period),
      }),
  }),
]
