// Issue an invoice, or change one: customer e-mail (new invoices), plan (its price becomes the amount),
// amount in TRY without KDV, due date, description and, when editing, the status. A paid invoice's
// amount and plan are frozen. Refusals are shown at their field in the server's words.
import { useEffect, useState } from 'react'
import type { FormEvent } from 'react'
import type { Invoice, InvoiceStatus } from '../../../api/invoices/invoice.shared'
import { INVOICE_STATUS_LABELS, formatKurus } from '../../../api/invoices/invoice-labels.shared'
import { DEFAULT_TAX_RATE, invoiceTotals, singleLine } from '../../../api/invoices/invoice-totals.shared'
import { DialogForm } from '../../components/dialog-form'
import { FormField } from '../../components/form-field'
import { inputClass } from '../../components/form-styles'
import { ApiError } from '../../lib/api-client'
import { INVOICE_SCREEN_MESSAGES, createInvoice, updateInvoice } from '../../lib/data/invoices'
import { useAdminPackages } from '../../lib/data/packages'
import { formatTry } from '../../lib/money'
import { notify } from '../../lib/toast'
import { STATUS_CHIPS } from './invoice-labels'
import {
  checkInvoiceForm,
  createInputOf,
  emptyInvoiceForm,
  invoiceFormOf,
  patchOf,
  refusalField,
  type InvoiceFormErrors,
  type InvoiceFormValues,
} from './invoice-form'

/** The package catalogue, cheapest first: one page holds it. */
const PLAN_CHOICES = { pageSize: 100, sort: 'price' }

/** `invoice` null: the create dialog; an invoice: its edit dialog. */
export function InvoiceFormDialog({
  open,
  invoice,
  onClose,
}: {
  open: boolean
  invoice: Invoice | null
  onClose: () => void
}) {
  const plans = useAdminPackages(PLAN_CHOICES).data?.items
  const [values, setValues] = useState<InvoiceFormValues>(emptyInvoiceForm)
  const [errors, setErrors] = useState<InvoiceFormErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const frozen = invoice?.status === 'paid'

  useEffect(() => {
    if (!open) return
    setValues(invoice ? invoiceFormOf(invoice) : emptyInvoiceForm())
    setErrors({})
    setFormError(null)
  }, [open, invoice])

  const set = <K extends keyof InvoiceFormValues>(field: K, value: InvoiceFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }
  const choosePlan = (packageId: string) => {
    const plan = plans?.find((p) => p.id === packageId)
    setValues((current) => ({
      ...current,
      packageId,
      // The spec: changing the plan resets the amount to the plan's price (none chosen: the customer's).
      amount: plan ? String(plan.price) : '',
    }))
    setErrors((current) => ({ ...current, packageId: undefined, amount: undefined }))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = checkInvoiceForm(values, invoice === null)
    setFormError(null)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSending(true)
    try {
      const result = invoice
        ? await updateInvoice(invoice.id, patchOf(values, invoice))
        : await createInvoice(createInputOf(values))
      const number = result.invoice ? ` (${result.invoice.number})` : ''
      notify.success(`${result.message ?? 'Fatura kaydedildi.'}${invoice ? '' : number}`)
      onClose()
    } catch (error) {
      const fallback = invoice ? INVOICE_SCREEN_MESSAGES.updateFailed : INVOICE_SCREEN_MESSAGES.createFailed
      const message = error instanceof ApiError && error.status > 0 ? error.message : fallback
      const field = refusalField(message)
      if (field) setErrors({ [field]: message })
      else setFormError(message)
    } finally {
      setSending(false)
    }
  }

  const amount = Number(values.amount)
  const preview =
    Number.isInteger(amount) && amount > 0 ? invoiceTotals(singleLine('', amount), DEFAULT_TAX_RATE) : null
  return (
    <DialogForm
      open={open}
      title={invoice ? `Faturayı Düzenle: ${invoice.number}` : 'Yeni Fatura'}
      description={
        invoice
          ? `${invoice.customerName} · ${invoice.customerEmail}`
          : 'Müşterinin e-posta adresi zorunludur.'
      }
      submitLabel={invoice ? 'Kaydet' : 'Fatura Oluştur'}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      error={formError}
      sending={sending}
    >
      {!invoice && (
        <FormField label="Müşteri e-posta adresi" error={errors.customerEmail}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              value={values.customerEmail}
              onChange={(e) => set('customerEmail', e.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Plan"
          error={errors.packageId}
          description={frozen ? 'Ödenmiş faturanın planı değişmez.' : undefined}
        >
          {(control) => (
            <select
              {...control}
              value={values.packageId}
              disabled={frozen}
              onChange={(e) => choosePlan(e.target.value)}
              className={inputClass}
            >
              <option value="">Plan seçilmedi</option>
              {(plans ?? []).map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {plan.name} — {formatTry(plan.price)}
                  {plan.isActive ? '' : ' (pasif)'}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label="Tutar (TL, KDV hariç)"
          error={errors.amount}
          description={
            frozen
              ? 'Ödenmiş faturanın tutarı değişmez.'
              : preview
                ? `KDV %${DEFAULT_TAX_RATE} ile toplam ${formatKurus(preview.totalKurus)}`
                : 'Boş bırakılırsa müşterinin paketinin aylık fiyatı.'
          }
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              value={values.amount}
              disabled={frozen}
              onChange={(e) => set('amount', e.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Son ödeme tarihi" error={errors.dueDate}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={values.dueDate}
              onChange={(e) => set('dueDate', e.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        {invoice && (
          <FormField label="Durum" error={errors.status}>
            {(control) => (
              <select
                {...control}
                value={values.status}
                onChange={(e) => set('status', e.target.value as InvoiceStatus)}
                className={inputClass}
              >
                {STATUS_CHIPS.map((chip) => (
                  <option key={chip.value} value={chip.value}>
                    {INVOICE_STATUS_LABELS[chip.value]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
      </div>
      <FormField label="Açıklama" error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={500}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
    </DialogForm>
  )
}
