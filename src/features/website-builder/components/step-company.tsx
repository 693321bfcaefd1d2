import { BUILDER_TEXT_LIMITS } from '../../../../api/builder/builder-form.shared'
import { sectorChoices } from '../builder-choices'
import type { BuilderStepProps } from '../builder-form-state'
import { isRequiredField } from '../builder-steps'
import { SelectField } from '../../../components/step-form/select-field'
import { TextAreaField, TextField } from '../../../components/step-form/text-fields'

export function StepCompany({ form, setField, errors }: BuilderStepProps) {
  return (
    <div className="space-y-5">
      <TextField
        label="Firma adı"
        name="companyName"
        value={form.companyName}
        onChange={(value) => setField('companyName', value)}
        maxLength={BUILDER_TEXT_LIMITS.companyName}
        marked={isRequiredField('companyName')}
        error={errors.companyName}
        autoComplete="organization"
      />
      <SelectField
        label="Sektör"
        name="industry"
        value={form.industry}
        choices={sectorChoices}
        placeholder="Sektör seçin"
        onChange={(value) => setField('industry', value)}
        marked={isRequiredField('industry')}
      />
      <TextAreaField
        label="Firma açıklaması"
        name="description"
        value={form.description}
        onChange={(value) => setField('description', value)}
        maxLength={BUILDER_TEXT_LIMITS.description}
        marked={isRequiredField('description')}
        hint="Ne yaptığınızı, kimlere hizmet verdiğinizi ve sizi farklı kılanı birkaç cümleyle anlatın."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="İletişim e-postası"
          name="contactEmail"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={form.contactEmail}
          onChange={(value) => setField('contactEmail', value)}
          maxLength={BUILDER_TEXT_LIMITS.contactEmail}
          marked={isRequiredField('contactEmail')}
          error={errors.contactEmail}
        />
        <TextField
          label="Telefon"
          name="contactPhone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={form.contactPhone}
          onChange={(value) => setField('contactPhone', value)}
          maxLength={BUILDER_TEXT_LIMITS.contactPhone}
        />
      </div>
      <TextAreaField
        label="Adres"
        name="address"
        rows={2}
        value={form.address}
        onChange={(value) => setField('address', value)}
        maxLength={BUILDER_TEXT_LIMITS.address}
      />
      <TextField
        label="Mevcut web siteniz"
        name="website"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={form.website}
        onChange={(value) => setField('website', value)}
        maxLength={BUILDER_TEXT_LIMITS.website}
        hint="Varsa; yeni sitenizde nelerin korunacağını birlikte belirleriz."
      />
    </div>
  )
}
