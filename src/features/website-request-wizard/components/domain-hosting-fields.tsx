// The domain and hosting groups of step 5: with an existing domain (or hosting) the panel access the
// team will need; without one, the domain the customer would like.
import { FIELD_LIMITS } from '../wizard-form'
import { FieldGroup, SwitchField } from './choice-fields'
import { PasswordInput } from './password-input'
import type { StepProps } from './step-props'
import { TextField } from './text-fields'

export function DomainFields({ form, setField }: Omit<StepProps, 'errors'>) {
  const details = form.domainDetails
  const setDetail = (patch: Partial<typeof details>) => setField('domainDetails', { ...details, ...patch })
  return (
    <FieldGroup legend="Alan adı (domain)">
      <SwitchField
        label="Bir alan adım var"
        name="hasDomain"
        checked={form.hasDomain}
        onChange={(checked) => setField('hasDomain', checked)}
      />
      {form.hasDomain ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Alan adınız"
            name="domain"
            value={form.domain}
            maxLength={FIELD_LIMITS.domain}
            inputMode="url"
            placeholder="ornek.com"
            onChange={(value) => setField('domain', value)}
          />
          <TextField
            label="Kayıt firması"
            name="domainDetails.registrar"
            value={details.registrar}
            maxLength={FIELD_LIMITS.shortText}
            onChange={(value) => setDetail({ registrar: value })}
          />
          <TextField
            label="Panel kullanıcı adı"
            name="domainDetails.username"
            value={details.username}
            maxLength={FIELD_LIMITS.shortText}
            onChange={(value) => setDetail({ username: value })}
          />
          <PasswordInput
            label="Panel şifresi"
            name="domainDetails.password"
            value={details.password}
            maxLength={FIELD_LIMITS.password}
            onChange={(value) => setDetail({ password: value })}
          />
          <TextField
            label="Bitiş tarihi"
            name="domainDetails.expiryDate"
            type="date"
            value={details.expiryDate}
            maxLength={FIELD_LIMITS.date}
            onChange={(value) => setDetail({ expiryDate: value })}
          />
        </div>
      ) : (
        <TextField
          label="İstediğiniz alan adı"
          name="requestedDomain"
          value={form.requestedDomain}
          maxLength={FIELD_LIMITS.domain}
          inputMode="url"
          placeholder="ornek.com.tr"
          hint="Uygunluğunu biz kontrol eder, size alternatifler sunarız."
          onChange={(value) => setField('requestedDomain', value)}
        />
      )}
    </FieldGroup>
  )
}

export function HostingFields({ form, setField }: Omit<StepProps, 'errors'>) {
  const details = form.hostingDetails
  const setDetail = (patch: Partial<typeof details>) => setField('hostingDetails', { ...details, ...patch })
  return (
    <FieldGroup legend="Barındırma (hosting)">
      <SwitchField
        label="Bir hosting hizmetim var"
        name="hasHosting"
        description="Yoksa hosting paketimize dahildir."
        checked={form.hasHosting}
        onChange={(checked) => setField('hasHosting', checked)}
      />
      {form.hasHosting && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Hosting firması"
            name="hostingDetails.provider"
            value={details.provider}
            maxLength={FIELD_LIMITS.shortText}
            onChange={(value) => setDetail({ provider: value })}
          />
          <TextField
            label="Panel kullanıcı adı"
            name="hostingDetails.username"
            value={details.username}
            maxLength={FIELD_LIMITS.shortText}
            onChange={(value) => setDetail({ username: value })}
          />
          <PasswordInput
            label="Panel şifresi"
            name="hostingDetails.password"
            value={details.password}
            maxLength={FIELD_LIMITS.password}
            onChange={(value) => setDetail({ password: value })}
          />
        </div>
      )}
    </FieldGroup>
  )
}
