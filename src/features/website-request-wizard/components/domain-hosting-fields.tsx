// The domain and hosting groups of step 5: with an existing domain (or hosting) the panel access the
// team will need; without one, the domain the customer would like.
import { FIELD_LIMITS } from '../wizard-form'
import { CredentialsFieldset } from './credentials-fieldset'
import type { StepProps } from './step-props'
import { TextField } from '../../../components/step-form/text-fields'

/** A domain name field: as long as a domain may be, with the URL keyboard on phones. */
const domainInput = { maxLength: FIELD_LIMITS.domain, inputMode: 'url' } as const

export function DomainFields({ form, setField }: Omit<StepProps, 'errors'>) {
  const details = form.domainDetails
  return (
    <CredentialsFieldset
      legend="Alan adı (domain)"
      toggle={{
        label: 'Bir alan adım var',
        name: 'hasDomain',
        checked: form.hasDomain,
        onChange: (checked) => setField('hasDomain', checked),
      }}
      group="domainDetails"
      details={details}
      company={{ field: 'registrar', label: 'Kayıt firması' }}
      onDetails={(next) => setField('domainDetails', next)}
      leading={
        <TextField
          label="Alan adınız"
          name="domain"
          value={form.domain}
          {...domainInput}
          placeholder="ornek.com"
          onChange={(value) => setField('domain', value)}
        />
      }
      trailing={
        <TextField
          label="Bitiş tarihi"
          name="domainDetails.expiryDate"
          type="date"
          value={details.expiryDate}
          maxLength={FIELD_LIMITS.date}
          onChange={(value) => setField('domainDetails', { ...details, expiryDate: value })}
        />
      }
      otherwise={
        <TextField
          label="İstediğiniz alan adı"
          name="requestedDomain"
          value={form.requestedDomain}
          {...domainInput}
          placeholder="ornek.com.tr"
          hint="Uygunluğunu biz kontrol eder, size alternatifler sunarız."
          onChange={(value) => setField('requestedDomain', value)}
        />
      }
    />
  )
}

export function HostingFields({ form, setField }: Omit<StepProps, 'errors'>) {
  return (
    <CredentialsFieldset
      legend="Barındırma (hosting)"
      toggle={{
        label: 'Bir hosting hizmetim var',
        name: 'hasHosting',
        description: 'Yoksa hosting paketimize dahildir.',
        checked: form.hasHosting,
        onChange: (checked) => setField('hasHosting', checked),
      }}
      group="hostingDetails"
      details={form.hostingDetails}
      company={{ field: 'provider', label: 'Hosting firması' }}
      onDetails={(next) => setField('hostingDetails', next)}
    />
  )
}
