// Step 1 (Temel): the name, the kind of site and the description are needed to go on; the company
// name, the sector and the package (the catalogue's, with its price) help the team.
import { FIELD_LIMITS } from '../wizard-form'
import { BUSINESS_TYPE_OPTIONS, SITE_KIND_OPTIONS } from '../wizard-options'
import { SelectField } from '../../../components/step-form/select-field'
import type { StepProps } from './step-props'
import { PackageChoiceField } from '../../../components/package-choice-field'
import { TextAreaField, TextField } from '../../../components/step-form/text-fields'

export function StepBasics({ form, setField, errors }: StepProps) {
  return (
    <div className="space-y-5">
      <TextField
        label="Website adı"
        name="name"
        required
        value={form.name}
        maxLength={FIELD_LIMITS.name}
        onChange={(value) => setField('name', value)}
        error={errors.name}
        placeholder="Örn. Yıldız İnşaat"
      />
      <TextField
        label="Firma adı"
        name="companyName"
        value={form.companyName}
        maxLength={FIELD_LIMITS.name}
        onChange={(value) => setField('companyName', value)}
        autoComplete="organization"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Website türü"
          name="siteType"
          required
          value={form.siteType}
          choices={SITE_KIND_OPTIONS}
          placeholder="Website türünü seçin"
          onChange={(value) => setField('siteType', value)}
          error={errors.siteType}
        />
        <SelectField
          label="Sektör"
          name="businessType"
          value={form.businessType}
          choices={BUSINESS_TYPE_OPTIONS}
          placeholder="Sektörünüzü seçin"
          onChange={(value) => setField('businessType', value)}
        />
      </div>
      <TextAreaField
        label="Açıklama"
        name="description"
        required
        rows={5}
        value={form.description}
        maxLength={FIELD_LIMITS.description}
        onChange={(value) => setField('description', value)}
        error={errors.description}
        hint="İşletmenizi, hedef kitlenizi ve sitenin amacını birkaç cümleyle anlatın."
      />
      <PackageChoiceField
        value={form.selectedPackage}
        onChange={(code) => setField('selectedPackage', code)}
      />
    </div>
  )
}
