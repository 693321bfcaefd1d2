// A switch ("I already have one") and, when on, the panel access the team will need: the company,
// the panel user name and password (names `<group>.<field>`, so errors and drafts find them).
import type { ComponentProps, ReactNode } from 'react'
import { FIELD_LIMITS } from '../wizard-form'
import { FieldGroup } from '../../../components/step-form/field-group'
import { SwitchField } from '../../../components/step-form/switch-field'
import { PasswordInput } from '../../../components/password-input'
import { TextField } from '../../../components/step-form/text-fields'

// Typed passwords stay in the draft on this device until the request is sent (see wizard-form.ts).
const PANEL_PASSWORD_HINT =
  'Gönderene kadar yalnızca bu cihazdaki taslakta durur; bizde şifrelenerek saklanır ve yalnızca ekibimiz görür.'

/** The panel access of a group: `C` names its company field ('registrar', 'provider'). */
type PanelCredentials<C extends string> = Record<C | 'username' | 'password', string>

export function CredentialsFieldset<C extends string, D extends PanelCredentials<C>>({
  legend,
  toggle,
  group,
  details,
  company,
  onDetails,
  leading,
  trailing,
  otherwise,
}: {
  legend: string
  toggle: ComponentProps<typeof SwitchField>
  /** The form's field group, e.g. 'hostingDetails'. */
  group: string
  details: D
  company: { field: C; label: string }
  onDetails: (details: D) => void
  /** Fields before and after the credentials while the switch is on. */
  leading?: ReactNode
  trailing?: ReactNode
  /** What shows while the switch is off. */
  otherwise?: ReactNode
}) {
  const set = (field: C | 'username' | 'password') => (value: string) =>
    onDetails({ ...details, [field]: value })
  return (
    <FieldGroup legend={legend}>
      <SwitchField {...toggle} />
      {toggle.checked ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {leading}
          <TextField
            label={company.label}
            name={`${group}.${company.field}`}
            value={details[company.field]}
            maxLength={FIELD_LIMITS.shortText}
            onChange={set(company.field)}
          />
          <TextField
            label="Panel kullanıcı adı"
            name={`${group}.username`}
            value={details.username}
            maxLength={FIELD_LIMITS.shortText}
            onChange={set('username')}
          />
          <PasswordInput
            label="Panel şifresi"
            name={`${group}.password`}
            autoComplete="off"
            value={details.password}
            maxLength={FIELD_LIMITS.password}
            onChange={set('password')}
            description={PANEL_PASSWORD_HINT}
          />
          {trailing}
        </div>
      ) : (
        otherwise
      )}
    </FieldGroup>
  )
}
