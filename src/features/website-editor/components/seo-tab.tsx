// SEO: the title and description search engines show, with live counters, and the keywords.
import { EDIT_LIMITS } from '../../../../api/websites/website-edit.shared'
import { counterText } from '../edit-checks'
import { TextArea, TextInput } from './fields'
import type { TabProps } from './tab-props'

export function SeoTab({ form, setField, errors }: TabProps) {
  return (
    <div className="space-y-5">
      <TextInput
        label="SEO başlığı"
        name="seoTitle"
        value={form.seoTitle}
        error={errors.seoTitle}
        description={
          <span className="tabular-nums">
            {counterText(form.seoTitle, EDIT_LIMITS.seoTitle)} · İdeal uzunluk 50–60 karakter.
          </span>
        }
        onChange={(value) => setField('seoTitle', value)}
      />
      <TextArea
        label="SEO açıklaması"
        name="seoDescription"
        rows={3}
        value={form.seoDescription}
        error={errors.seoDescription}
        description={
          <span className="tabular-nums">
            {counterText(form.seoDescription, EDIT_LIMITS.seoDescription)} · İdeal uzunluk 150–160 karakter.
          </span>
        }
        onChange={(value) => setField('seoDescription', value)}
      />
      <TextInput
        label="Anahtar kelimeler"
        name="seoKeywords"
        value={form.seoKeywords}
        description="Virgülle ayırın: web tasarım, kurumsal site, İstanbul"
        onChange={(value) => setField('seoKeywords', value)}
      />
    </div>
  )
}
