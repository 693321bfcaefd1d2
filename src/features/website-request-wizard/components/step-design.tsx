// Step 2 (Tasarım): colour scheme (custom colours for "Özel"), layout, sections and inspiration.
import { FIELD_LIMITS } from '../wizard-form'
import type { WizardForm } from '../wizard-form'
import { COLOR_SCHEME_OPTIONS, LAYOUT_OPTIONS } from '../wizard-options'
import { FieldGroup } from '../../../components/step-form/field-group'
import { RadioCards } from '../../../components/step-form/choice-cards'
import { SwitchField } from '../../../components/step-form/switch-field'
import { labelClass } from '../../../components/form-styles'
import type { StepProps } from './step-props'
import { TextAreaField } from '../../../components/step-form/text-fields'

const schemeOptions = COLOR_SCHEME_OPTIONS.map(({ palette, ...option }) => ({
  ...option,
  swatch: palette ? [palette.primary, palette.secondary, palette.accent] : undefined,
}))

const CUSTOM_COLOR_LABELS: Record<keyof WizardForm['customColors'], string> = {
  primary: 'Ana renk',
  secondary: 'İkincil renk',
  accent: 'Vurgu rengi',
}

export function StepDesign({ form, setField }: StepProps) {
  return (
    <div className="space-y-5">
      <RadioCards
        wide
        legend="Renk şeması"
        name="colorScheme"
        value={form.colorScheme}
        choices={schemeOptions}
        onChange={(value) => setField('colorScheme', value)}
      />
      {form.colorScheme === 'custom' && (
        <FieldGroup legend="Özel renkler">
          <div className="grid gap-4 sm:grid-cols-3">
            {(Object.keys(CUSTOM_COLOR_LABELS) as (keyof WizardForm['customColors'])[]).map((key) => (
              <div key={key}>
                <label htmlFor={`custom-color-${key}`} className={labelClass}>
                  {CUSTOM_COLOR_LABELS[key]}
                </label>
                <div className="flex items-center gap-2">
                  <input
                    id={`custom-color-${key}`}
                    name={`customColors.${key}`}
                    type="color"
                    value={form.customColors[key]}
                    onChange={(event) =>
                      setField('customColors', { ...form.customColors, [key]: event.target.value })
                    }
                    className="h-11 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-800"
                  />
                  <span className="font-mono text-sm text-slate-700 uppercase dark:text-slate-300">
                    {form.customColors[key]}
                  </span>
                </div>
              </div>
            ))}
          </div>
        </FieldGroup>
      )}
      <RadioCards
        wide
        legend="Sayfa düzeni"
        name="layout"
        value={form.layout}
        choices={LAYOUT_OPTIONS}
        onChange={(value) => setField('layout', value)}
      />
      <FieldGroup legend="Ana sayfa bölümleri">
        <SwitchField
          label="Slider (kayan görseller)"
          name="hasSlider"
          checked={form.hasSlider}
          onChange={(checked) => setField('hasSlider', checked)}
        />
        <SwitchField
          label="Müşteri yorumları"
          name="hasTestimonials"
          checked={form.hasTestimonials}
          onChange={(checked) => setField('hasTestimonials', checked)}
        />
        <SwitchField
          label="Ekip bölümü"
          name="hasTeamSection"
          checked={form.hasTeamSection}
          onChange={(checked) => setField('hasTeamSection', checked)}
        />
      </FieldGroup>
      <TextAreaField
        label="İlham aldığınız siteler"
        name="inspiration"
        rows={3}
        value={form.inspiration}
        maxLength={FIELD_LIMITS.inspiration}
        onChange={(value) => setField('inspiration', value)}
        hint="Beğendiğiniz sitelerin adreslerini ve neyini beğendiğinizi yazın."
      />
    </div>
  )
}
