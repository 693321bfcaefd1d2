// Record a payment an admin received (no gateway is reachable, docs/rules/invoices-and-plans.md#payments):
// date, method, reference and amount (TRY; empty means what remains). Payments covering the total make
// the invoice paid.
import { useEffect, useState } from 'react'
import type { FormEvent } from 'react'
import type { Invoice } from '../../../api/invoices/invoice.shared'
import { invoiceMessages } from '../../../api/invoices/invoice-messages.shared'
import { formatKurus } from '../../../api/invoices/invoice-labels.shared'
import { remainingKurus } from '../../../api/invoices/invoice-totals.shared'
import { DialogForm } from '../../components/dialog-form'
import { FormField } from '../../components/form-field'
import { inputClass } from '../../components/form-styles'
import { ApiError } from '../../lib/api-client'
import { INVOICE_SCREEN_MESSAGES, recordPayment, type PaymentInput } from '../../lib/data/invoices'
import { notify } from '../../lib/toast'
import { METHOD_CHOICES, todayInIstanbul } from './invoice-labels'
import { TryAmountField } from './try-amount-field'

/** '258,80' or '258.80' → 258.8; null for text that is not an amount with at most two decimals. */
export function parseTryAmount(text: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.')
  return /^\d+(\.\d{1,2})?$/.test(normalized) && Number(normalized) > 0 ? Number(normalized) : null
}

export function PaymentDialog({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }) {
  const [paidAt, setPaidAt] = useState('')
  const [method, setMethod] = useState<PaymentInput['method']>('bank_transfer')
  const [reference, setReference] = useState('')
  const [amount, setAmount] = useState('')
  const [amountError, setAmountError] = useState<string | undefined>()
  const [formError, setFormError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    if (!invoice) return
    setPaidAt(todayInIstanbul())
    setMethod('bank_transfer')
    setReference('')
    setAmount('')
    setAmountError(undefined)
    setFormError(null)
  }, [invoice])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!invoice) return
    const parsed = amount.trim() ? parseTryAmount(amount) : undefined
    if (parsed === null) {
      setAmountError(invoiceMessages.paymentAmountInvalid)
      return
    }
    setSending(true)
    setFormError(null)
    try {
      const payment: PaymentInput = { paidAt, method, reference: reference.trim() }
      if (parsed !== undefined) payment.amount = parsed
      const result = await recordPayment(invoice.id, payment)
      notify.success(result.message ?? invoiceMessages.paymentRecorded)
      onClose()
    } catch (error) {
      setFormError(
        error instanceof ApiError && error.status > 0 ? error.message : INVOICE_SCREEN_MESSAGES.paymentFailed,
      )
    } finally {
      setSending(false)
    }
  }

  const remaining = invoice ? formatKurus(remainingKurus(invoice)) : ''
  return (
    <DialogForm
      open={invoice !== null}
      title={`Ödeme Kaydet: ${invoice?.number ?? ''}`}
      description={`Kalan tutar: ${remaining} (KDV dahil)`}
      submitLabel="Ödemeyi Kaydet"
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      error={formError}
      sending={sending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Ödeme tarihi">
          {(control) => (
            <input
              {...control}
              type="date"
              value={paidAt}
              onChange={(e) => setPaidAt(e.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label="Ödeme yöntemi">
          {(control) => (
            <select
              {...control}
              value={method}
              onChange={(e) => setMethod(e.target.value as PaymentInput['method'])}
              className={inputClass}
            >
              {METHOD_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label="Referans" description="Dekont, işlem veya makbuz numarası">
        {(control) => (
          <input
            {...control}
            value={reference}
            maxLength={200}
            onChange={(e) => setReference(e.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <TryAmountField
        label="Tutar (TL)"
        wholeNote={`Boş bırakılırsa kalan tutar: ${remaining}`}
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
