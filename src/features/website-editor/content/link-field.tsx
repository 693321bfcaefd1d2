// A button of a section: its words and where it goes — one of the site's pages ('/slug') or an address of
// its own (https:, mailto:, tel:). An address the site may not link to stays in the field with the reason
// and is not written to the form (the form keeps the last good one).
import { useState } from 'react'
import type { ContentLink } from '../../../../api/site-content/site-sections.shared'
import { isAllowedHref, richTextMessages } from '../../../../api/site-content/rich-text.shared'
import { FormField } from '../../../components/form-field'
import { inputClass } from '../../../components/form-styles'
import { FieldRow, ShortField } from './content-fields'
import { useContentEnv } from './content-env'

const OWN = '__own'

export function LinkField({
  legend,
  value,
  onChange,
}: {
  legend: string
  value: ContentLink
  onChange: (next: ContentLink) => void
}) {
  const { pageLinks } = useContentEnv()
  const onPage = pageLinks.some((page) => page.href === value.href)
  const [own, setOwn] = useState(() => value.href !== '' && !onPage)
  const [typed, setTyped] = useState(own ? value.href : '')
  const choice = own ? OWN : onPage ? value.href : ''
  const typedOk = typed.trim() === '' || isAllowedHref(typed)

  const choose = (next: string) => {
    if (next === OWN) {
      setOwn(true)
      setTyped('')
      onChange({ ...value, href: '' })
      return
    }
    setOwn(false)
    onChange({ ...value, href: next })
  }
  const type = (next: string) => {
    setTyped(next)
    if (next.trim() === '' || isAllowedHref(next)) onChange({ ...value, href: next.trim() })
  }

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{legend}</legend>
      <FieldRow>
        <ShortField
          label="Düğme yazısı"
          value={value.label}
          onChange={(label) => onChange({ ...value, label })}
        />
        <FormField label="Gideceği yer">
          {(control) => (
            <select
              {...control}
              value={choice}
              onChange={(event) => choose(event.target.value)}
              className={`${inputClass} h-11 min-w-0`}
            >
              <option value="">Bağlantı yok</option>
              {pageLinks.map((page) => (
                <option key={page.href} value={page.href}>
                  {page.label} ({page.href})
                </option>
              ))}
              <option value={OWN}>Başka bir adres (https:, mailto:, tel:)</option>
            </select>
          )}
        </FormField>
      </FieldRow>
      {own && (
        <ShortField
          label="Adres"
          type="url"
          max={500}
          value={typed}
          onChange={type}
          error={typedOk ? null : richTextMessages.badLink}
          description="Örnek: https://ornek.com, mailto:bilgi@ornek.com ya da tel:+902120000000"
        />
      )}
    </fieldset>
  )
}
