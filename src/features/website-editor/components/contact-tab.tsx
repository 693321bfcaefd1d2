// İletişim: the site's e-mail, phone, WhatsApp number and address (the İçerik tab's contact sections
// show them from here), and its social media links.
import { SOCIAL_NETWORKS } from '../../../../api/websites/website-edit.shared'
import { CONTACT_LABELS, SOCIAL_LABELS } from '../edit-choices'
import { CONTACT_FIELDS } from '../edit-form'
import { TextInput } from './fields'
import type { TabProps } from './tab-props'

const CONTACT_INPUTS = { email: 'email', phone: 'tel', whatsapp: 'tel', address: 'text' } as const
const CONTACT_FIELD_LABELS = { ...CONTACT_LABELS, whatsapp: 'WhatsApp numarası' } as const
const CONTACT_HINTS: Partial<Record<(typeof CONTACT_FIELDS)[number], string>> = {
  whatsapp: 'Ülke koduyla yazın (ör. +90 555 000 00 00).',
}

export function ContactTab({ form, setField }: TabProps) {
  return (
    <div className="space-y-8">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">
          İletişim bilgileri
        </legend>
        {CONTACT_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={CONTACT_FIELD_LABELS[field]}
            description={CONTACT_HINTS[field]}
            name={`contactInfo.${field}`}
            type={CONTACT_INPUTS[field]}
            value={form.contactInfo[field] ?? ''}
            onChange={(value) => setField('contactInfo', { ...form.contactInfo, [field]: value })}
          />
        ))}
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">Sosyal medya</legend>
        {SOCIAL_NETWORKS.map((network) => (
          <TextInput
            key={network}
            label={SOCIAL_LABELS[network]}
            name={`socialLinks.${network}`}
            type="url"
            value={form.socialLinks[network] ?? ''}
            description={`Örnek: https://${network === 'twitter' ? 'x' : network}.com/firmaniz`}
            onChange={(value) => setField('socialLinks', { ...form.socialLinks, [network]: value })}
          />
        ))}
      </fieldset>
    </div>
  )
}
