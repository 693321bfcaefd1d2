// The forms of the sections that are a heading and a list: Hizmetler / Ürünler, Ekip, Müşteri yorumları,
// Sıkça sorulan sorular.
import { CONTENT_LIMITS } from '../../../../api/site-content/site-sections.shared'
import { ContentImageField } from './content-image-field'
import { FieldRow, fieldSetter, LongField, ShortField } from './content-fields'
import { ItemList } from './item-list'
import { newItemId, type SectionFormProps } from './section-form-types'

const named = (noun: string, title: string, index: number) =>
  `${index + 1}. ${noun}${title.trim() ? `: ${title.trim()}` : ''}`

export function ServicesForm({ section, onChange }: SectionFormProps<'services'>) {
  const set = fieldSetter(section, onChange)
  return (
    <>
      <ShortField label="Bölüm başlığı" value={section.heading} onChange={set('heading')} />
      <LongField label="Giriş metni" value={section.intro} onChange={set('intro')} />
      <ItemList
        legend="Hizmetler / ürünler"
        items={section.items}
        max={CONTENT_LIMITS.items}
        itemName={(item, index) => named('hizmet', item.title, index)}
        addLabel="Hizmet / ürün ekle"
        create={() => ({ id: newItemId(), title: '', text: '', image: null, price: '' })}
        onChange={set('items')}
      >
        {(item, update) => {
          const field = fieldSetter(item, update)
          return (
            <>
              <FieldRow>
                <ShortField label="Adı" value={item.title} onChange={field('title')} />
                <ShortField
                  label="Fiyat (isteğe bağlı)"
                  max={CONTENT_LIMITS.price}
                  value={item.price}
                  onChange={field('price')}
                />
              </FieldRow>
              <LongField label="Açıklama" value={item.text} onChange={field('text')} />
              <ContentImageField label="Görsel" value={item.image} onChange={field('image')} />
            </>
          )
        }}
      </ItemList>
    </>
  )
}

export function TeamForm({ section, onChange }: SectionFormProps<'team'>) {
  const set = fieldSetter(section, onChange)
  return (
    <>
      <ShortField label="Bölüm başlığı" value={section.heading} onChange={set('heading')} />
      <LongField label="Giriş metni" value={section.intro} onChange={set('intro')} />
      <ItemList
        legend="Ekip üyeleri"
        items={section.members}
        max={CONTENT_LIMITS.items}
        itemName={(member, index) => named('kişi', member.name, index)}
        addLabel="Kişi ekle"
        create={() => ({ id: newItemId(), name: '', role: '', image: null })}
        onChange={set('members')}
      >
        {(member, update) => {
          const field = fieldSetter(member, update)
          return (
            <>
              <FieldRow>
                <ShortField label="Adı soyadı" value={member.name} onChange={field('name')} />
                <ShortField label="Görevi" value={member.role} onChange={field('role')} />
              </FieldRow>
              <ContentImageField label="Fotoğraf" value={member.image} onChange={field('image')} />
            </>
          )
        }}
      </ItemList>
    </>
  )
}

export function TestimonialsForm({ section, onChange }: SectionFormProps<'testimonials'>) {
  const set = fieldSetter(section, onChange)
  return (
    <>
      <ShortField label="Bölüm başlığı" value={section.heading} onChange={set('heading')} />
      <ItemList
        legend="Yorumlar"
        items={section.items}
        max={CONTENT_LIMITS.items}
        itemName={(item, index) => named('yorum', item.author, index)}
        addLabel="Yorum ekle"
        create={() => ({ id: newItemId(), quote: '', author: '', role: '' })}
        onChange={set('items')}
      >
        {(item, update) => {
          const field = fieldSetter(item, update)
          return (
            <>
              <LongField label="Yorum" value={item.quote} onChange={field('quote')} />
              <FieldRow>
                <ShortField label="Yorumu yapan" value={item.author} onChange={field('author')} />
                <ShortField label="Ünvanı / firması" value={item.role} onChange={field('role')} />
              </FieldRow>
            </>
          )
        }}
      </ItemList>
    </>
  )
}

export function FaqForm({ section, onChange }: SectionFormProps<'faq'>) {
  const set = fieldSetter(section, onChange)
  return (
    <>
      <ShortField label="Bölüm başlığı" value={section.heading} onChange={set('heading')} />
      <ItemList
        legend="Sorular"
        items={section.items}
        max={CONTENT_LIMITS.items}
        itemName={(item, index) => named('soru', item.question, index)}
        addLabel="Soru ekle"
        create={() => ({ id: newItemId(), question: '', answer: '' })}
        onChange={set('items')}
      >
        {(item, update) => {
          const field = fieldSetter(item, update)
          return (
            <>
              <ShortField label="Soru" value={item.question} onChange={field('question')} />
              <LongField label="Cevap" value={item.answer} onChange={field('answer')} />
            </>
          )
        }}
      </ItemList>
    </>
  )
}
