// The forms of the sections whose visitors write back: Randevu / rezervasyon formu (its words and the
// services a visitor picks from) and Bülten aboneliği (its words). What the forms ask and send is the
// renderer's (docs/rules/site-forms.md); what arrives is in the dashboard's Mesajlar.
import { CONTENT_LIMITS } from '../../../../api/site-content/site-sections.shared'
import { hintClass } from '../../../components/form-styles'
import { fieldSetter, LongField, ShortField } from './content-fields'
import { ItemList } from './item-list'
import { newItemId, type SectionFormProps } from './section-form-types'

const INBOX_HINT = 'Gelen talepleri panelinizdeki Mesajlar sekmesinde görürsünüz.'

export function BookingForm({ section, onChange }: SectionFormProps<'booking'>) {
  const set = fieldSetter(section, onChange)
  return (
    <>
      <ShortField label="Bölüm başlığı" value={section.heading} onChange={set('heading')} />
      <LongField label="Metin" value={section.text} onChange={set('text')} />
      <ItemList
        legend="Seçilebilecek hizmetler"
        items={section.services}
        max={CONTENT_LIMITS.items}
        itemName={(service, index) =>
          `${index + 1}. hizmet${service.name.trim() ? `: ${service.name.trim()}` : ''}`
        }
        addLabel="Hizmet ekle"
        create={() => ({ id: newItemId(), name: '' })}
        onChange={set('services')}
      >
        {(service, update) => (
          <ShortField
            label="Hizmetin adı"
            value={service.name}
            onChange={fieldSetter(service, update)('name')}
          />
        )}
      </ItemList>
      <p className={`${hintClass} mt-0`}>
        Hizmet eklemezseniz ziyaretçi istediği hizmeti kendisi yazar. {INBOX_HINT}
      </p>
    </>
  )
}

export function NewsletterForm({ section, onChange }: SectionFormProps<'newsletter'>) {
  const set = fieldSetter(section, onChange)
  return (
    <>
      <ShortField label="Bölüm başlığı" value={section.heading} onChange={set('heading')} />
      <LongField label="Metin" value={section.text} onChange={set('text')} />
      <p className={`${hintClass} mt-0`}>
        Ziyaretçi e-posta adresini, kendisine gönderilen bağlantıya tıklayarak onaylar. {INBOX_HINT}
      </p>
    </>
  )
}
