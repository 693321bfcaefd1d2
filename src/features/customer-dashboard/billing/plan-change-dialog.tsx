// Before a plan change is asked for: the period (Aylık / Yıllık) and what it costs today, from the server's
// quote (docs/rules/invoices-and-plans.md#proration): a difference invoiced now, or a credit for the next
// invoice. The amount is computed again when an admin approves.
import { useId, useState } from 'react'
import { formatKurus } from '../../../../api/invoices/invoice-labels.shared'
import { subscriptionMessages } from '../../../../api/subscriptions/subscription-messages.shared'
import type { PlanChangeQuote } from '../../../../api/subscriptions/subscription.shared'
import { primaryButtonClass, secondaryButtonClass } from '../../../components/buttons'
import { ModalDialog } from '../../../components/modal-dialog'
import { usePlanChangeQuote } from '../../../lib/data/subscriptions'

type Period = 'monthly' | 'yearly'
const m = subscriptionMessages

function quoteText(quote: PlanChangeQuote): string {
  if (quote.netKurus > 0) return m.quoteCharge(formatKurus(quote.invoiceTotalKurus))
  if (quote.netKurus < 0) return m.quoteCredit(formatKurus(-quote.netKurus))
  return m.quoteNothing
}

export function PlanChangeDialog({
  open,
  plan,
  initialPeriod,
  sending,
  onConfirm,
  onClose,
}: {
  open: boolean
  plan: { id: string; name: string }
  initialPeriod: Period
  sending: boolean
  onConfirm: (period: Period) => void
  onClose: () => void
}) {
  const [period, setPeriod] = useState<Period>(initialPeriod)
  const quote = usePlanChangeQuote(open ? plan.id : null, period)
  const name = useId()
  return (
    <ModalDialog open={open} title={`${plan.name} planına geçiş`} onClose={onClose}>
      <div className="space-y-4 text-sm text-slate-700 dark:text-slate-300">
        <fieldset>
          <legend className="font-semibold text-slate-900 dark:text-white">Ödeme dönemi</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(['monthly', 'yearly'] as const).map((value) => (
              <label key={value} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={period === value}
                  onChange={() => setPeriod(value)}
                />
                {m.periodLabel[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <p
          role="status"
          aria-live="polite"
          className="rounded-xl bg-slate-100 p-3 font-medium dark:bg-slate-800"
        >
          {quote.data ? quoteText(quote.data) : quote.error ? quote.error : 'Tutar hesaplanıyor…'}
        </p>
        {quote.data && quote.data.periodDays > 0 && (
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Mevcut dönemin kalan {quote.data.daysLeft}/{quote.data.periodDays} günü: eski plan için{' '}
            {formatKurus(quote.data.creditKurus)} alacak, yeni plan için {formatKurus(quote.data.chargeKurus)}{' '}
            (KDV hariç). Tutar, talep onaylandığı gün yeniden hesaplanır.
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            Vazgeç
          </button>
          <button
            type="button"
            className={primaryButtonClass}
            disabled={sending || !quote.data}
            onClick={() => onConfirm(period)}
          >
            {sending ? 'Gönderiliyor…' : 'Onaya gönder'}
          </button>
        </div>
      </div>
    </ModalDialog>
  )
}
