import { ApiError } from '../lib/http'
import type { ActivityService } from '../activity/activity-service'
import { activityActor, type Actor } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import type { InvoiceRecord, InvoiceRefund } from '../invoices/invoice.shared'
import { invoiceMessages } from '../invoices/invoice-messages.shared'
import { invoiceResource } from '../invoices/invoice-resource'
import { toKurus } from '../invoices/invoice-rules'
import { formatKurus } from '../invoices/invoice-labels.shared'
import type { NotificationService } from '../notifications/notification-service'
import type { ApiPorts } from '../ports'
import { checkoutResource } from './checkout-resource'
import { paymentMessages } from './payment-messages.shared'
import { netPaidKurus, refundedKurus } from './refunds.shared'

interface Deps {
  ports: ApiPorts
  activity: ActivityService
  audit: AuditService
  notifications: NotificationService
}

// docs/rules/invoices-and-plans.md#refunds: an admin gives back all or part of a card payment through the
// gateway that took it. The gateway is asked first (it refuses more than is left); what it refunded is
// then written on the payment, with the audit row and the activity entry, under the invoice's lock.
// A refund never reopens the debt: an invoice whose every payment was refunded in full is cancelled.
export function createRefundService({ ports, activity, audit, notifications }: Deps) {
  return {
    async refund(
      invoiceId: string,
      input: { paymentId: string; amount?: number | undefined },
      actor: Actor,
    ): Promise<InvoiceRecord> {
      const gateway = ports.payments
      if (!gateway) throw new ApiError(409, paymentMessages.cardUnavailable)
      const invoice = await ports.repos.resource(invoiceResource).findById(invoiceId)
      if (!invoice) throw new ApiError(404, invoiceMessages.notFound)
      const payment = invoice.payments.find((p) => p.id === input.paymentId)
      if (!payment) throw new ApiError(404, paymentMessages.refundPaymentNotFound)
      const checkout = await ports.repos.resource(checkoutResource).findOne({ paymentId: payment.id })
      if (!checkout?.gatewayTransactionId || checkout.gateway !== gateway.name)
        throw new ApiError(400, paymentMessages.refundNotCard)
      const left = payment.amountKurus - refundedKurus(payment)
      let amountKurus = left
      if (input.amount !== undefined) {
        try {
          amountKurus = toKurus(input.amount)
        } catch {
          throw new ApiError(400, paymentMessages.refundAmountInvalid)
        }
      }
      if (left <= 0 || amountKurus > left) throw new ApiError(400, paymentMessages.refundTooLarge)
      const refundId = ports.ids.uuid()
      const result = await gateway.refund({
        conversationId: refundId,
        transactionId: checkout.gatewayTransactionId,
        amountKurus,
        currency: 'TRY',
        ip: actor.ip ?? '127.0.0.1',
      })
      if (!result.ok) throw new ApiError(502, paymentMessages.refundFailed(result.errorMessage))
      return ports.repos.transaction(async (tx) => {
        await tx.lock(`invoice:${invoiceId}`)
        const current = await tx.resource(invoiceResource).findById(invoiceId)
        if (!current) throw new ApiError(404, invoiceMessages.notFound)
        const now = ports.clock.now().toISOString()
        const refund: InvoiceRefund = {
          id: refundId,
          amountKurus: result.refundedKurus,
          reference: result.reference,
          refundedAt: now,
          recordedBy: actor.name.trim() || 'Admin',
        }
        const payments = current.payments.map((p) =>
          p.id === payment.id ? { ...p, refunds: [...(p.refunds ?? []), refund] } : p,
        )
        const allReturned = payments.length > 0 && netPaidKurus(payments) === 0
        const after = await tx.resource(invoiceResource).update(invoiceId, {
          payments,
          updatedAt: now,
          ...(allReturned && current.status === 'paid' ? { status: 'cancelled' as const } : {}),
        })
        if (!after) throw new ApiError(404, invoiceMessages.notFound)
        const change = { actor, resource: 'invoices', recordId: invoiceId }
        await audit.updated(tx, change, current, after)
        await activity.log(
          {
            ...activityActor(actor),
            action: 'Ödeme iade edildi',
            details: `${after.number} · ${formatKurus(refund.amountKurus)} · ${refund.reference}`,
            type: 'payment',
            severity: 'warning',
            subject: {
              resource: 'invoices',
              recordId: invoiceId,
              userIds: after.userId ? [after.userId] : [],
            },
          },
          tx,
        )
        const customer = after.userId ? await tx.users.findById(after.userId) : null
        if (customer) {
          await notifications.notifyUser(
            customer,
            {
              title: `İade yapıldı: ${after.number}`,
              message: `${after.number} numaralı faturanızın kart ödemesinden ${formatKurus(refund.amountKurus)} iade edildi. İadenin kartınıza yansıması bankanıza göre birkaç gün sürebilir.`,
            },
            tx,
          )
        }
        return after
      })
    },
  }
}
export type RefundService = ReturnType<typeof createRefundService>
