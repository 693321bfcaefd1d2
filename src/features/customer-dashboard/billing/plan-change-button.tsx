// 'Bu plana geç' on a plan card: shows the period and today's prorated amount (PlanChangeDialog), then asks
// for the plan (a subscription_change approval request); the plan changes once an admin approves, with the
// difference invoiced or credited (docs/rules/invoices-and-plans.md#proration). While a plan change is pending the card
// it asks for says 'Onay bekliyor' with 'Geri çek', and the other cards wait for it.
import { useState } from 'react'
import type { ApprovalRecord } from '../../../../api/approvals/approval.shared'
import { offlineMessages } from '../../../../api/lib/api-source.shared'
import { approvalMessages } from '../../../../api/approvals/approval-messages.shared'
import { StatusBadge } from '../../../components/status-badge'
import { WithdrawButton } from '../../../components/pending-approval'
import { ApiError } from '../../../lib/api-client'
import { createApproval, pendingApproval } from '../../../lib/data/approvals'
import { notify } from '../../../lib/toast'
import { useMySubscription } from '../../../lib/data/subscriptions'
import { PlanChangeDialog } from './plan-change-dialog'

const buttonClass =
  'mt-5 inline-flex h-10 items-center justify-center rounded-full border border-slate-300 text-sm font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-50 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800'

export const PLAN_CHANGE_FAILED = 'Plan değişikliği talebi gönderilemedi.'

/** The offered plan: its package id when the catalogue gave one, else its name. */
export interface PlanChoice {
  id?: string
  name: string
}

const asksFor = (approval: ApprovalRecord, plan: PlanChoice) =>
  plan.id
    ? approval.requestedData.packageId === plan.id
    : String(approval.requestedData.subscription).toLocaleLowerCase('tr-TR') ===
      plan.name.toLocaleLowerCase('tr-TR')

export function PlanChangeButton({
  plan,
  approvals,
}: {
  plan: PlanChoice
  approvals: readonly ApprovalRecord[] | undefined
}) {
  const [sending, setSending] = useState(false)
  const [open, setOpen] = useState(false)
  const subscription = useMySubscription()
  const pending = pendingApproval(approvals, 'subscription_change')

  if (pending && asksFor(pending, plan)) {
    return (
      <div role="status" className="mt-5 flex flex-wrap items-center justify-center gap-2">
        <StatusBadge status={{ label: 'Onay bekliyor', tone: 'amber' }} />
        <WithdrawButton approval={pending} label={`Geri çek: ${plan.name} planına geçiş`} />
      </div>
    )
  }

  async function ask(period?: 'monthly' | 'yearly') {
    setSending(true)
    try {
      const outcome = await createApproval({
        type: 'subscription_change',
        requestedData: plan.id
          ? { packageId: plan.id, ...(period ? { period } : {}) }
          : { subscription: plan.name },
      })
      setOpen(false)
      notify.success(
        outcome.kind === 'queued' ? offlineMessages.queued : (outcome.message ?? approvalMessages.created),
      )
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? error.message
          : PLAN_CHANGE_FAILED,
      )
    } finally {
      setSending(false)
    }
  }

  const planId = plan.id
  return (
    <>
      <button
        type="button"
        className={buttonClass}
        disabled={sending || pending !== null}
        aria-label={`Bu plana geç: ${plan.name}`}
        title={pending ? 'Bekleyen bir plan değişikliği talebiniz var.' : undefined}
        onClick={() => (planId ? setOpen(true) : void ask())}
      >
        {sending ? 'Gönderiliyor…' : 'Bu plana geç'}
      </button>
      {planId && open && (
        <PlanChangeDialog
          open
          plan={{ id: planId, name: plan.name }}
          initialPeriod={subscription.data?.period ?? 'monthly'}
          sending={sending}
          onConfirm={(period) => void ask(period)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}
