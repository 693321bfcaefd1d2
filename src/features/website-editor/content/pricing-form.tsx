// The form of a Fiyat tablosu: up to six plans, each with its price and period, features one a line,
// 'Öne çıkar' and its button.
import { useState } from 'react'
import { CONTENT_LIMITS, type SectionOf } from '../../../../api/site-content/site-sections.shared'
import { CheckField, FieldRow, fieldSetter, LongField, ShortField } from './content-fields'
import { ItemList } from './item-list'
import { LinkField } from './link-field'
import { featuresFromText } from './section-list'
import { newItemId, type SectionFormProps } from './section-form-types'

type Plan = SectionOf<'pricing'>['plans'][number]

const MAX_PLANS = 6

export function PricingForm({ section, onChange }: SectionFormProps<'pricing'>) {
  const set = fieldSetter(section, onChange)
  return (
    <>
      <ShortField label="Bölüm başlığı" value={section.heading} onChange={set('heading')} />
      <LongField label="Giriş metni" value={section.intro} onChange={set('intro')} />
      <ItemList
        legend="Paketler"
        items={section.plans}
        max={MAX_PLANS}
        itemName={(plan, index) => `${index + 1}. paket${plan.name.trim() ? `: ${plan.name.trim()}` : ''}`}
        addLabel="Paket ekle"
        create={(): Plan => ({
          id: newItemId(),
          name: '',
          price: '',
          period: '',
          features: [],
          highlighted: false,
          button: { label: '', href: '' },
        })}
        onChange={set('plans')}
      >
        {(plan, update) => <PlanFields plan={plan} onChange={update} />}
      </ItemList>
    </>
  )
}

function PlanFields({ plan, onChange }: { plan: Plan; onChange: (next: Plan) => void }) {
  const field = fieldSetter(plan, onChange)
  // The textarea keeps what is typed (blank lines too); the plan gets the features in it.
  const [features, setFeatures] = useState(() => plan.features.join('\n'))
  const [seen, setSeen] = useState(plan.features)
  if (seen !== plan.features) {
    setSeen(plan.features)
    if (featuresFromText(features).join('\n') !== plan.features.join('\n'))
      setFeatures(plan.features.join('\n'))
  }
  return (
    <>
      <ShortField label="Paket adı" value={plan.name} onChange={field('name')} />
      <FieldRow>
        <ShortField label="Fiyat" max={CONTENT_LIMITS.price} value={plan.price} onChange={field('price')} />
        <ShortField
          label="Dönem"
          value={plan.period}
          description="Ör. “aylık”, “yıllık”, “tek seferlik”."
          onChange={field('period')}
        />
      </FieldRow>
      <LongField
        label="Özellikler"
        rows={5}
        max={CONTENT_LIMITS.items * (CONTENT_LIMITS.shortText + 1)}
        value={features}
        description={`Her satıra bir özellik; en fazla ${CONTENT_LIMITS.items} satır.`}
        onChange={(text) => {
          setFeatures(text)
          field('features')(featuresFromText(text))
        }}
      />
      <CheckField
        label="Öne çıkar"
        checked={plan.highlighted}
        description="Bu paket tabloda vurgulanır."
        onChange={field('highlighted')}
      />
      <LinkField legend="Düğme" value={plan.button} onChange={field('button')} />
    </>
  )
}
