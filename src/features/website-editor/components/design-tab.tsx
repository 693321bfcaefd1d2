// Tasarım: the two colours, the font, and the header and footer styles.
import { useId } from 'react'
import { labelClass, smallButtonClass } from '../../../components/form-styles'
import { FONT_CHOICES, FOOTER_CHOICES, HEADER_CHOICES } from '../edit-choices'
import { SelectInput } from './fields'
import type { TabProps } from './tab-props'

export function DesignTab({ form, setField }: TabProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <ColorField
        label="Ana renk"
        name="primaryColor"
        value={form.primaryColor}
        onChange={(value) => setField('primaryColor', value)}
      />
      <ColorField
        label="İkincil renk"
        name="secondaryColor"
        value={form.secondaryColor}
        onChange={(value) => setField('secondaryColor', value)}
      />
      <SelectInput
        label="Yazı tipi"
        name="fontFamily"
        value={form.fontFamily}
        choices={FONT_CHOICES}
        emptyLabel="Şablonun yazı tipi"
        onChange={(value) => setField('fontFamily', value)}
      />
      <SelectInput
        label="Üst bölüm (header) stili"
        name="headerStyle"
        value={form.headerStyle}
        choices={HEADER_CHOICES}
        emptyLabel="Şablonun stili"
        onChange={(value) => setField('headerStyle', value)}
      />
      <SelectInput
        label="Alt bölüm (footer) stili"
        name="footerStyle"
        value={form.footerStyle}
        choices={FOOTER_CHOICES}
        emptyLabel="Şablonun stili"
        onChange={(value) => setField('footerStyle', value)}
      />
    </div>
  )
}

/** The picker shows black for "not chosen"; the text beside it says the template's colour is used. */
const UNSET_PICKER_VALUE = '#000000'

/** The colour picker takes #rrggbb only: #abc is widened, anything else shows as not chosen. */
function pickerValue(value: string): string {
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase()
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value)
  return short
    ? `#${short
        .slice(1)
        .map((digit) => digit.repeat(2))
        .join('')}`.toLowerCase()
    : UNSET_PICKER_VALUE
}

function ColorField({
  label,
  name,
  value,
  onChange,
}: {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          name={name}
          type="color"
          value={pickerValue(value)}
          aria-describedby={`${id}-value`}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-800"
        />
        <span id={`${id}-value`} className="font-mono text-sm text-slate-700 dark:text-slate-300">
          {value ? value.toUpperCase() : 'Şablonun rengi'}
        </span>
        {value && (
          <button
            type="button"
            className={smallButtonClass}
            aria-label={`${label}: şablonun rengine dön`}
            onClick={() => onChange('')}
          >
            Sıfırla
          </button>
        )}
      </div>
    </div>
  )
}
