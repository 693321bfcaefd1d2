// One settings field from its declaration (settings-fields.ts): text, number, select, a switch, or a
// write-only secret (the stored one is never shown; empty keeps it, "Sil" clears it on save).
import { useId } from 'react'
import { FormField } from '../../components/form-field'
import { hintClass, inputClass, labelClass, smallButtonClass } from '../../components/form-styles'
import type { SettingsFieldSpec } from './settings-fields'
import type { SettingsDraft } from './settings-draft'

export interface FieldProps {
  spec: SettingsFieldSpec
  draft: SettingsDraft
  error?: string
  onChange: (patch: Partial<SettingsDraft>) => void
}

function Switch({ spec, draft, onChange }: FieldProps) {
  const id = useId()
  const on = draft[spec.key] === true
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <span id={`${id}-label`} className={labelClass}>
          {spec.label}
        </span>
        {spec.description && (
          <p id={`${id}-description`} className={hintClass}>
            {spec.description}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        {...(spec.description ? { 'aria-describedby': `${id}-description` } : {})}
        onClick={() => onChange({ [spec.key]: !on })}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${on ? 'bg-blue-700 dark:bg-blue-500' : 'bg-slate-400 dark:bg-slate-600'}`}
      >
        <span
          className={`inline-block h-5 w-5 rounded-full bg-white transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </div>
  )
}

function secretFlags(key: string) {
  return key === 'smtpPassword'
    ? ({ set: 'smtpPasswordSet', clear: 'clearSmtpPassword' } as const)
    : ({ set: 'apiKeySet', clear: 'clearApiKey' } as const)
}

export function SettingsField(props: FieldProps) {
  const { spec, draft, error, onChange } = props
  if (spec.kind === 'switch') return <Switch {...props} />
  const value = draft[spec.key]
  const secret = spec.kind === 'password' ? secretFlags(spec.key) : null
  const stored = secret ? draft[secret.set] === true && draft[secret.clear] !== true : false
  const description = secret && stored ? 'Kayıtlı bir değer var; boş bırakırsanız korunur.' : spec.description
  return (
    <FormField label={spec.label} description={description} error={error}>
      {(control) => (
        <div className="flex gap-2">
          {spec.kind === 'select' ? (
            <select
              {...control}
              className={inputClass}
              value={String(value)}
              onChange={(event) => onChange({ [spec.key]: event.target.value })}
            >
              {spec.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              {...control}
              className={inputClass}
              type={spec.kind}
              autoComplete={spec.kind === 'password' ? 'new-password' : 'off'}
              {...(spec.kind === 'number'
                ? { min: spec.min, max: spec.max, inputMode: 'numeric' as const }
                : {})}
              value={typeof value === 'number' || typeof value === 'string' ? value : ''}
              onChange={(event) =>
                onChange({
                  [spec.key]: spec.kind === 'number' ? Number(event.target.value) : event.target.value,
                  ...(secret ? { [secret.clear]: false } : {}),
                })
              }
            />
          )}
          {secret && stored && (
            <button
              type="button"
              className={smallButtonClass}
              onClick={() => onChange({ [spec.key]: '', [secret.clear]: true })}
            >
              Sil
            </button>
          )}
        </div>
      )}
    </FormField>
  )
}
