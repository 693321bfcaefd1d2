// The dialog's limitations: the four numbers (an unreadable one is sent as its fallback), support, and
// the on/off options.
import type { Package } from '../../../api/packages/package.shared'
import { FormField } from '../../components/form-field'
import { inputClass, labelClass } from '../../components/form-styles'
import { LIMIT_FIELDS, type PackageFormValues } from './package-form'
import { LIMIT_LABELS, OPTION_LABELS, SUPPORT_LABELS } from './package-labels'

const OPTION_FIELDS = ['customDomain', 'sslCertificate', 'analytics', 'backups'] as const

export function PackageLimitFields({
  values,
  onChange,
}: {
  values: PackageFormValues
  onChange: (change: Partial<PackageFormValues>) => void
}) {
  return (
    <fieldset className="space-y-4">
      <legend className={labelClass}>Limitler</legend>
      <div className="grid grid-cols-2 gap-4">
        {LIMIT_FIELDS.map((field) => (
          <FormField key={field} label={LIMIT_LABELS[field]}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                value={values.limits[field]}
                onChange={(e) => onChange({ limits: { ...values.limits, [field]: e.target.value } })}
                className={inputClass}
              />
            )}
          </FormField>
        ))}
      </div>
      <FormField label="Destek">
        {(control) => (
          <select
            {...control}
            value={values.support}
            onChange={(e) => onChange({ support: e.target.value as Package['limitations']['support'] })}
            className={inputClass}
          >
            {Object.entries(SUPPORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-2">
        {OPTION_FIELDS.map((field) => (
          <label key={field} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
            <input
              type="checkbox"
              checked={values[field]}
              onChange={(e) => onChange({ [field]: e.target.checked })}
              className="size-4"
            />
            {OPTION_LABELS[field]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
