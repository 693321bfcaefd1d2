// Refund a card payment through its gateway (docs/rules/invoices-and-plans.md#refunds): all of what is
// left of the payment, or a part. The gateway is asked first; its refund is recorded on the payment.
import { useEffect, useState } from 'react'
import type { FormEvent } from 'react'
import type { Invoice, InvoicePayment } from '../../../api/invoices/invoice.shared'
import { formatKurus } from '../../../api/invoices/invoice-labels.shared'
import { paymentMessages } from '../../../api/payments/payment-messages.shared'
import { refundedKurus } from '../../../api/payments/refunds.shared'
import { DialogForm } from '../../components/dialog-form'
import { ApiError } from '../../lib/api-client'
import { refundPayment } from '../../lib/data/payments'
import { notify } from '../../lib/toast'
import { parseTryAmount } from './payment-dialog'
import { TryAmountField } from './try-amount-field'

export interface RefundTarget {
  invoice: Invoice
  payment: InvoicePayment
}

export function RefundDialog({ target, onClose }: { target: RefundTarget | null; onClose: () => void }) {
  const [amount, setAmount] = useState('')
  const [amountError, setAmountError] = useState<string | undefined>()
  const [formError, setFormError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    setAmount('')
    setAmountError(undefined)
    setFormError(null)
  }, [target])

  const left = target ? formatKurus(target.payment.amountKurus - refundedKurus(target.payment)) : ''

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!target) return
    const parsed = amount.trim() ? parseTryAmount(amount) : undefined
    if (parsed === null) {
      setAmountError(paymentMessages.refundAmountInvalid)
      return
    }
    setSending(true)
    setFormError(null)
    try {
      const result = await refundPayment(target.invoice.id, {
        paymentId: target.payment.id,
        ...(parsed === undefined ? {} : { amount: parsed }),
      })
      notify.success(result.message ?? paymentMessages.refunded)
      onClose()
    } catch (error) {
      setFormError(
        error instanceof ApiError && error.status > 0 ? error.message : 'İade yapılırken bir hata oluştu.',
      )
    } finally {
      setSending(false)
    }
  }

  return (
    <DialogForm
      open={target !== null}
      title={`İade: ${target?.invoice.number ?? ''}`}
      description={`Kart ödemesi ${target?.payment.reference ?? ''} · iade edilebilir: ${left}`}
      submitLabel="İade Et"
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      error={formError}
      sending={sending}
    >
      <TryAmountField
        label="İade tutarı (TL)"
        wholeNote={`Boş bırakılırsa tamamı: ${left}`}
        value={amount}
        error={amountError}
        onChange={(value) => {
          setAmount(value)
          setAmountError(undefined)
        }}
      />
    </DialogForm>
  )
}
