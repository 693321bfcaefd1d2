// Step 5 (İletişim): how visitors reach the business, its social accounts, and the domain and hosting.
import { FIELD_LIMITS } from '../wizard-form'
import type { WizardForm } from '../wizard-form'
import { FieldGroup } from '../../../components/step-form/field-group'
import { DomainFields, HostingFields } from './domain-hosting-fields'
import type { StepProps } from './step-props'
import { TextAreaField, TextField } from '../../../components/step-form/text-fields'

const SOCIAL_FIELDS: { key: keyof WizardForm['socialMedia']; label: string; placeholder: string }[] = [
  { key: 'facebook', label: 'Facebook', placeholder: 'facebook.com/isletmeniz' },
  { key: 'instagram', label: 'Instagram', placeholder: '@isletmeniz' },
  { key: 'twitter', label: 'X (Twitter)', placeholder: '@isletmeniz' },
  { key: 'linkedin', label: 'LinkedIn', placeholder: 'linkedin.com/company/isletmeniz' },
  { key: 'youtube', label: 'YouTube', placeholder: 'youtube.com/@isletmeniz' },
  { key: 'whatsapp', label: 'WhatsApp', placeholder: '+90 5xx xxx xx xx' },
]

export function StepContact({ form, setField, errors }: StepProps) {
  return (
    <div className="space-y-5">
      <FieldGroup legend="Sitede görünecek iletişim bilgileri">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Telefon"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={form.phone}
            maxLength={FIELD_LIMITS.phone}
            onChange={(value) => setField('phone', value)}
          />
          <TextField
            label="E-posta"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={form.email}
            maxLength={FIELD_LIMITS.email}
            onChange={(value) => setField('email', value)}
            error={errors.email}
          />
        </div>
        <TextAreaField
          label="Adres"
          name="address"
          rows={2}
          value={form.address}
          maxLength={FIELD_LIMITS.address}
          onChange={(value) => setField('address', value)}
        />
        <TextField
          label="Çalışma saatleri"
          name="workingHours"
          value={form.workingHours}
          maxLength={FIELD_LIMITS.shortText}
          placeholder="Hafta içi 09:00–18:00"
          onChange={(value) => setField('workingHours', value)}
        />
      </FieldGroup>
      <FieldGroup legend="Sosyal medya">
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_FIELDS.map(({ key, label, placeholder }) => (
            <TextField
              key={key}
              label={label}
              name={`socialMedia.${key}`}
              value={form.socialMedia[key]}
              maxLength={FIELD_LIMITS.link}
              placeholder={placeholder}
              onChange={(value) => setField('socialMedia', { ...form.socialMedia, [key]: value })}
            />
          ))}
        </div>
      </FieldGroup>
      <DomainFields form={form} setField={setField} />
      <HostingFields form={form} setField={setField} />
    </div>
  )
}
