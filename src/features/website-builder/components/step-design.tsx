import { colorSchemeChoices, designStyleChoices, logoChoices, templateChoices } from '../builder-choices'
import type { BuilderStepProps } from '../builder-form-state'
import { isRequiredField } from '../builder-steps'
import { RadioCards } from '../../../components/step-form/choice-cards'

export function StepDesign({ form, setField }: BuilderStepProps) {
  return (
    <div className="space-y-5">
      <RadioCards
        legend="Renk şeması"
        name="colorScheme"
        value={form.colorScheme}
        choices={colorSchemeChoices}
        onChange={(value) => setField('colorScheme', value)}
        marked={isRequiredField('colorScheme')}
      />
      <RadioCards
        legend="Tasarım stili"
        name="designStyle"
        value={form.designStyle}
        choices={designStyleChoices}
        onChange={(value) => setField('designStyle', value)}
        marked={isRequiredField('designStyle')}
      />
      <RadioCards
        legend="Şablon"
        name="template"
        value={form.template}
        choices={templateChoices}
        onChange={(value) => setField('template', value)}
      />
      <RadioCards
        legend="Logo"
        name="logo"
        value={form.logo}
        choices={logoChoices}
        onChange={(value) => setField('logo', value)}
      />
    </div>
  )
}
