import { featureChoices, integrationChoices } from '../builder-choices'
import type { BuilderStepProps } from '../builder-form-state'
import { isRequiredField } from '../builder-steps'
import { CheckboxGroup } from '../../../components/step-form/choice-cards'
import { SwitchField } from '../../../components/step-form/switch-field'

export function StepFeatures({ form, setField }: BuilderStepProps) {
  return (
    <div className="space-y-5">
      <CheckboxGroup
        legend="Özellikler"
        name="features"
        value={form.features}
        choices={featureChoices}
        onChange={(value) => setField('features', value)}
        marked={isRequiredField('features')}
      />
      <CheckboxGroup
        legend="Entegrasyonlar"
        name="integrations"
        value={form.integrations}
        choices={integrationChoices}
        onChange={(value) => setField('integrations', value)}
      />
      <div className="space-y-4 rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-700">
        <SwitchField
          label="E-ticaret"
          name="ecommerce"
          checked={form.ecommerce}
          onChange={(value) => setField('ecommerce', value)}
          description="Ürünlerinizi sitenizden online satın."
        />
        <SwitchField
          label="Blog"
          name="blog"
          checked={form.blog}
          onChange={(value) => setField('blog', value)}
          description="Haber ve yazılarınızı yayınlayın."
        />
      </div>
    </div>
  )
}
