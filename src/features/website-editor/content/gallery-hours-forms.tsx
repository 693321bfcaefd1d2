// The forms of a Galeri section (images from the customer's uploads) and Çalışma saatleri (the seven
// days, each open with its hours or closed).
import { WEEKDAY_LABELS } from '../../../../api/site-content/site-sections.shared'
import { inputClass } from '../../../components/form-styles'
import { FormField } from '../../../components/form-field'
import { CheckField, fieldSetter, LongField, ShortField } from './content-fields'
import { GalleryImagesField } from './gallery-images-field'
import { changeDay, weekDays, type HoursDay } from './section-list'
import type { SectionFormProps } from './section-form-types'

export function GalleryForm({ section, onChange }: SectionFormProps<'gallery'>) {
  const set = fieldSetter(section, onChange)
  return (
    <>
      <ShortField label="Bölüm başlığı" value={section.heading} onChange={set('heading')} />
      <LongField label="Giriş metni" value={section.intro} onChange={set('intro')} />
      <GalleryImagesField images={section.images} onChange={set('images')} />
    </>
  )
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/

export function HoursForm({ section, onChange }: SectionFormProps<'hours'>) {
  const set = fieldSetter(section, onChange)
  const change = (day: number, next: Partial<HoursDay>) => set('days')(changeDay(section.days, day, next))
  return (
    <>
      <ShortField label="Bölüm başlığı" value={section.heading} onChange={set('heading')} />
      <fieldset className="min-w-0 space-y-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">Günler</legend>
        {weekDays(section.days).map((entry) => {
          const name = WEEKDAY_LABELS[entry.day] ?? ''
          return (
            <fieldset
              key={entry.day}
              className="grid min-w-0 grid-cols-2 items-end gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[9rem_1fr_1fr] dark:border-slate-700"
            >
              <legend className="sr-only">{name}</legend>
              <div className="col-span-2 space-y-2 self-center sm:col-span-1">
                <p aria-hidden="true" className="text-sm font-semibold text-slate-900 dark:text-white">
                  {name}
                </p>
                <CheckField
                  label="Kapalı"
                  checked={entry.closed}
                  onChange={(closed) => change(entry.day, { closed })}
                />
              </div>
              {(['opens', 'closes'] as const).map((key) => (
                <FormField key={key} label={key === 'opens' ? 'Açılış' : 'Kapanış'}>
                  {(control) => (
                    <input
                      {...control}
                      type="time"
                      step={60}
                      value={entry[key]}
                      disabled={entry.closed}
                      // A cleared or half-typed time is not written: the form keeps the last whole one.
                      onChange={(event) =>
                        CLOCK.test(event.target.value) && change(entry.day, { [key]: event.target.value })
                      }
                      className={`${inputClass} h-11 min-w-0`}
                    />
                  )}
                </FormField>
              ))}
            </fieldset>
          )
        })}
      </fieldset>
      <ShortField
        label="Not"
        value={section.note}
        description="Ör. “Resmî tatillerde kapalıyız.”"
        onChange={set('note')}
      />
    </>
  )
}
