import { BUILDER_TEXT_LIMITS } from '../../../../api/builder/builder-form.shared'
import { budgetChoices, priorityChoices, timelineChoices } from '../builder-choices'
import type { BuilderStepProps } from '../builder-form-state'
import { RadioCards } from '../../../components/step-form/choice-cards'
import { TextAreaField } from '../../../components/step-form/text-fields'
import { PackageChoiceField } from '../../../components/package-choice-field'

export function StepBudget({ form, setField }: BuilderStepProps) {
  return (
    <div className="space-y-5">
      <PackageChoiceField
        value={form.selectedPackage}
        onChange={(code) => setField('selectedPackage', code)}
      />
      <RadioCards
        legend="Bütçe"
        name="budget"
        value={form.budget}
        choices={budgetChoices}
        onChange={(value) => setField('budget', value)}
      />
      <RadioCards
        legend="Zaman planı"
        name="timeline"
        value={form.timeline}
        choices={timelineChoices}
        onChange={(value) => setField('timeline', value)}
      />
      <RadioCards
        legend="Önceliğiniz"
        name="priority"
        value={form.priority}
        choices={priorityChoices}
        onChange={(value) => setField('priority', value)}
      />
      <TextAreaField
        label="Ek notlar"
        name="notes"
        value={form.notes}
        onChange={(value) => setField('notes', value)}
        maxLength={BUILDER_TEXT_LIMITS.notes}
        hint="Beğendiğiniz siteler, özel istekleriniz ya da ekibimizin bilmesi gerekenler."
      />
    </div>
  )
}
