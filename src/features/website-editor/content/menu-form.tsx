// The form of a Menü / Fiyat listesi: groups (Çorbalar, Tatlılar …), each with its items and prices.
import { CONTENT_LIMITS } from '../../../../api/site-content/site-sections.shared'
import { FieldRow, fieldSetter, LongField, ShortField } from './content-fields'
import { ItemList } from './item-list'
import { newItemId, type SectionFormProps } from './section-form-types'

const MAX_GROUPS = 12
const MAX_GROUP_ITEMS = 60

const named = (noun: string, title: string, index: number) =>
  `${index + 1}. ${noun}${title.trim() ? `: ${title.trim()}` : ''}`

export function MenuForm({ section, onChange }: SectionFormProps<'menu'>) {
  const set = fieldSetter(section, onChange)
  return (
    <>
      <ShortField label="Bölüm başlığı" value={section.heading} onChange={set('heading')} />
      <LongField label="Giriş metni" value={section.intro} onChange={set('intro')} />
      <ItemList
        legend="Gruplar"
        items={section.groups}
        max={MAX_GROUPS}
        itemName={(group, index) => named('grup', group.title, index)}
        addLabel="Grup ekle"
        create={() => ({ id: newItemId(), title: '', items: [] })}
        onChange={set('groups')}
      >
        {(group, update) => {
          const field = fieldSetter(group, update)
          return (
            <>
              <ShortField label="Grup adı" value={group.title} onChange={field('title')} />
              <ItemList
                legend={`${group.title.trim() || 'Grubun'} ürünleri`}
                items={group.items}
                max={MAX_GROUP_ITEMS}
                itemName={(item, index) => named('ürün', item.name, index)}
                addLabel="Ürün ekle"
                create={() => ({ id: newItemId(), name: '', description: '', price: '' })}
                onChange={field('items')}
              >
                {(item, change) => {
                  const itemField = fieldSetter(item, change)
                  return (
                    <>
                      <FieldRow>
                        <ShortField label="Adı" value={item.name} onChange={itemField('name')} />
                        <ShortField
                          label="Fiyatı"
                          max={CONTENT_LIMITS.price}
                          value={item.price}
                          onChange={itemField('price')}
                        />
                      </FieldRow>
                      <ShortField
                        label="Açıklama"
                        value={item.description}
                        onChange={itemField('description')}
                      />
                    </>
                  )
                }}
              </ItemList>
            </>
          )
        }}
      </ItemList>
    </>
  )
}
