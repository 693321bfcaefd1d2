// The forms of a Giriş (hero) section and a Harekete geçirici çağrı (call to action).
import { ContentImageField } from './content-image-field'
import { fieldSetter, LongField, ShortField } from './content-fields'
import { LinkField } from './link-field'
import type { SectionFormProps } from './section-form-types'

export function HeroForm({ section, onChange }: SectionFormProps<'hero'>) {
  const set = fieldSetter(section, onChange)
  return (
    <>
      <ShortField label="Büyük başlık" value={section.title} onChange={set('title')} />
      <LongField label="Metin" value={section.text} onChange={set('text')} />
      <ContentImageField label="Görsel" value={section.image} onChange={set('image')} />
      <LinkField legend="Ana düğme" value={section.primary} onChange={set('primary')} />
      <LinkField legend="İkinci düğme" value={section.secondary} onChange={set('secondary')} />
    </>
  )
}

export function CtaForm({ section, onChange }: SectionFormProps<'cta'>) {
  const set = fieldSetter(section, onChange)
  return (
    <>
      <ShortField label="Başlık" value={section.title} onChange={set('title')} />
      <LongField label="Metin" value={section.text} onChange={set('text')} />
      <LinkField legend="Düğme" value={section.button} onChange={set('button')} />
    </>
  )
}
