// The create and edit dialogs: name, code, monthly and yearly price, currency, description, the feature
// rows, the limitations, popular / active / offered to customers, colour and icon. A refusal is shown on
// the form with the server's words.
import { useEffect, useState } from 'react'
import type { FormEvent } from 'react'
import type { Package } from '../../../api/packages/package.shared'
import { packageMessages } from '../../../api/packages/package-admin.shared'
import { DialogForm } from '../../components/dialog-form'
import { FormField } from '../../components/form-field'
import { inputClass } from '../../components/form-styles'
import { ApiError } from '../../lib/api-client'
import { createPackage, updatePackage } from '../../lib/data/packages'
import { notify } from '../../lib/toast'
import { PackageFeatureList } from './package-feature-list'
import {
  checkPackageForm,
  emptyPackageForm,
  packageFormOf,
  packageInputOf,
  type PackageFormValues,
} from './package-form'
import { COLOR_LABELS, ICON_LABELS } from './package-labels'
import { PackageLimitFields } from './package-limit-fields'

const FLAGS = [
  ['isPopular', 'En popüler (yalnızca bir paket: diğerlerinden kaldırılır)'],
  ['isActive', 'Aktif'],
  ['showOnDashboard', 'Müşterilere sun (ana sayfa fiyatları, Ödeme, talep formu)'],
] as const

function Choice<T extends string>(props: {
  label: string
  value: T
  options: Record<T, string>
  onChange: (value: T) => void
}) {
  return (
    <FormField label={props.label}>
      {(control) => (
        <select
          {...control}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value as T)}
          className={inputClass}
        >
          {(Object.entries(props.options) as [T, string][]).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}

/** `pkg` null: the create dialog; a package: its edit dialog. */
export function PackageFormDialog({
  open,
  pkg,
  onClose,
}: {
  open: boolean
  pkg: Package | null
  onClose: () => void
}) {
  const [values, setValues] = useState<PackageFormValues>(emptyPackageForm)
  const [formError, setFormError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    if (!open) return
    setValues(pkg ? packageFormOf(pkg) : emptyPackageForm())
    setFormError(null)
  }, [open, pkg])

  const set = (change: Partial<PackageFormValues>) => {
    setValues((current) => ({ ...current, ...change }))
    setFormError(null)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const refused = checkPackageForm(values)
    setFormError(refused)
    if (refused) return
    setSending(true)
    try {
      const input = packageInputOf(values)
      const result = pkg
        ? await updatePackage(pkg.id, input, packageMessages.updated)
        : await createPackage(input, packageMessages.created)
      if (result.message) notify.success(result.message)
      onClose()
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : packageMessages.saveFailed)
    } finally {
      setSending(false)
    }
  }

  return (
    <DialogForm
      open={open}
      title={pkg ? 'Paketi Düzenle' : 'Yeni Paket'}
      description={pkg ? pkg.name : 'Paket adı ve fiyatı zorunludur; en az bir özellik girin.'}
      submitLabel={pkg ? 'Kaydet' : 'Paket Oluştur'}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      error={formError}
      sending={sending}
    >
      <FormField label="Paket adı">
        {(control) => (
          <input
            {...control}
            value={values.name}
            maxLength={100}
            onChange={(e) => set({ name: e.target.value })}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField
        label="Paket kodu"
        description="Bağlantılarda kullanılır, örneğin scale. Boş bırakılırsa addan üretilir."
      >
        {(control) => (
          <input
            {...control}
            value={values.code}
            maxLength={40}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(e) => set({ code: e.target.value })}
            className={inputClass}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Aylık fiyat">
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              value={values.price}
              onChange={(e) => set({ price: e.target.value })}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label="Yıllık fiyat" description="Boş bırakılırsa 10 ay (2 ay bizden).">
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              value={values.yearlyPrice}
              onChange={(e) => set({ yearlyPrice: e.target.value })}
              className={inputClass}
            />
          )}
        </FormField>
        <Choice
          label="Para birimi"
          value={values.currency}
          options={{ TRY: 'TRY', USD: 'USD', EUR: 'EUR' }}
          onChange={(currency) => set({ currency })}
        />
      </div>
      <FormField label="Açıklama">
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={1000}
            value={values.description}
            onChange={(e) => set({ description: e.target.value })}
            className={inputClass}
          />
        )}
      </FormField>
      <PackageFeatureList features={values.features} onChange={(features) => set({ features })} />
      <PackageLimitFields values={values} onChange={set} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Choice
          label="Renk"
          value={values.color}
          options={COLOR_LABELS}
          onChange={(color) => set({ color })}
        />
        <Choice label="Simge" value={values.icon} options={ICON_LABELS} onChange={(icon) => set({ icon })} />
      </div>
      <div className="flex flex-col gap-2">
        {FLAGS.map(([field, label]) => (
          <label key={field} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
            <input
              type="checkbox"
              checked={values[field]}
              onChange={(e) => set({ [field]: e.target.checked })}
              className="size-4"
            />
            {label}
          </label>
        ))}
      </div>
    </DialogForm>
  )
}
