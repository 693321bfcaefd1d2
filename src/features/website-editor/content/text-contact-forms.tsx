// The forms of a Metin section (a heading and rich text) and an İletişim section (its words and what it
// shows; the address, phone, e-mail and WhatsApp number come from the İletişim tab).
import { hintClass } from '../../../components/form-styles'
import { CheckField, fieldSetter, LongField, ShortField } from './content-fields'
import { useContentEnv } from './content-env'
import { RichTextField } from './rich-text-field'
import type { SectionFormProps } from './section-form-types'

export function TextForm({ section, onChange }: SectionFormProps<'text'>) {
  const set = fieldSetter(section, onChange)
  return (
    <>
      <ShortField label="Bölüm başlığı" value={section.heading} onChange={set('heading')} />
      <RichTextField label="Metin" value={section.body} onChange={set('body')} />
    </>
  )
}

export function ContactForm({ section, onChange }: SectionFormProps<'contact'>) {
  const set = fieldSetter(section, onChange)
  const { openTab } = useContentEnv()
  return (
    <>
      <ShortField label="Bölüm başlığı" value={section.heading} onChange={set('heading')} />
      <LongField label="Metin" value={section.text} onChange={set('text')} />
      <CheckField label="İletişim formu göster" checked={section.showForm} onChange={set('showForm')} />
      <CheckField label="Harita bağlantısı göster" checked={section.showMap} onChange={set('showMap')} />
      <p className={`${hintClass} mt-0`}>
        Adres, telefon, e-posta ve WhatsApp numarası burada değil,{' '}
        <button
          type="button"
          onClick={() => openTab('contact')}
          className="font-semibold text-blue-700 underline dark:text-blue-300"
        >
          İletişim sekmesinde
        </button>{' '}
        düzenlenir; bu bölüm onları oradan alır.
      </p>
    </>
  )
}
