// Step 6 (SEO): the title (≤ 60, 50–60 ideal) and description (≤ 160, 150–160 ideal) search engines
// show, with live counters, and comma-separated keywords shown as chips; then a short summary.
import { parseKeywords } from '../../../../api/lib/input-rules.shared'
import { SEO_DESCRIPTION_RULE, SEO_TITLE_RULE, counterText, lengthState } from '../seo-rules'
import type { LengthRule, LengthState } from '../seo-rules'
import { FIELD_LIMITS } from '../wizard-form'
import type { StepProps } from './step-props'
import { RequestSummary } from './request-summary'
import { TextAreaField, TextField } from '../../../components/step-form/text-fields'

const STATE_TEXT: Record<LengthState, string> = {
  empty: '',
  short: ' · biraz daha uzun olabilir',
  ideal: ' · ideal uzunlukta',
  long: ' · çok uzun',
}

function Counter({ value, rule }: { value: string; rule: LengthRule }) {
  const state = lengthState(value, rule)
  const tone = state === 'ideal' ? 'text-emerald-700 dark:text-emerald-400' : ''
  return (
    <span className={tone}>
      {counterText(value, rule)}
      {STATE_TEXT[state]}
    </span>
  )
}

export function StepSeo({ form, setField }: StepProps) {
  const keywords = parseKeywords(form.keywords)
  return (
    <div className="space-y-5">
      <TextField
        label="Site başlığı (meta title)"
        name="title"
        value={form.title}
        maxLength={SEO_TITLE_RULE.max}
        onChange={(value) => setField('title', value)}
        counter={<Counter value={form.title} rule={SEO_TITLE_RULE} />}
        hint="Arama sonuçlarında görünen başlık. İdeal uzunluk 50–60 karakter."
      />
      <TextAreaField
        label="Meta açıklama"
        name="metaDescription"
        rows={3}
        value={form.metaDescription}
        maxLength={SEO_DESCRIPTION_RULE.max}
        onChange={(value) => setField('metaDescription', value)}
        counter={<Counter value={form.metaDescription} rule={SEO_DESCRIPTION_RULE} />}
        hint="Arama sonuçlarında başlığın altındaki metin. İdeal uzunluk 150–160 karakter."
      />
      <div>
        <TextField
          label="Anahtar kelimeler"
          name="keywords"
          value={form.keywords}
          maxLength={FIELD_LIMITS.keywords}
          onChange={(value) => setField('keywords', value)}
          placeholder="inşaat, tadilat, istanbul"
          hint="Kelimeleri virgülle ayırın."
        />
        {keywords.length > 0 && (
          <ul aria-label="Anahtar kelimeler" className="mt-2 flex flex-wrap gap-2">
            {keywords.map((keyword) => (
              <li
                key={keyword}
                className="rounded-full bg-blue-50 px-3 py-1 text-sm font-medium text-blue-800 dark:bg-blue-950/60 dark:text-blue-200"
              >
                {keyword}
              </li>
            ))}
          </ul>
        )}
      </div>
      <RequestSummary form={form} />
    </div>
  )
}
