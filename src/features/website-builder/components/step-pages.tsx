import { contentTypeChoices, languageChoices, menuChoices, pageChoices } from '../builder-choices'
import type { BuilderStepProps } from '../builder-form-state'
import { isRequiredField } from '../builder-steps'
import { CheckboxGroup, RadioCards } from '../../../components/step-form/choice-cards'

export function StepPages({ form, setField }: BuilderStepProps) {
  return (
    <div className="space-y-5">
      <CheckboxGroup
        legend="Sayfalar"
        name="pages"
        value={form.pages}
        choices={pageChoices}
        onChange={(value) => setField('pages', value)}
        marked={isRequiredField('pages')}
      />
      <RadioCards
        legend="Menü yapısı"
        name="menuStructure"
        value={form.menuStructure}
        choices={menuChoices}
        onChange={(value) => setField('menuStructure', value)}
      />
      <CheckboxGroup
        legend="İçerik türleri"
        name="contentType"
        value={form.contentType}
        choices={contentTypeChoices}
        onChange={(value) => setField('contentType', value)}
      />
      <CheckboxGroup
        legend="Site dilleri"
        name="languages"
        value={form.languages}
        choices={languageChoices}
        onChange={(value) => setField('languages', value)}
        hint="İlk seçtiğiniz dil sitenin ana dilidir; hiçbiri seçilmezse site Türkçe olur."
      />
    </div>
  )
}
