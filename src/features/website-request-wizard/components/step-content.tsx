// Step 3 (İçerik): slogan, the pages (standard switches and custom ones), texts, features and
// special requests.
import { FIELD_LIMITS } from '../wizard-form'
import type { FlagKey } from '../wizard-form'
import { FieldGroup } from '../../../components/step-form/field-group'
import { SwitchField } from '../../../components/step-form/switch-field'
import { CustomPagesField } from './custom-pages-field'
import type { StepProps } from './step-props'
import { TextAreaField, TextField } from '../../../components/step-form/text-fields'

const PAGE_SWITCHES: { key: FlagKey; label: string }[] = [
  { key: 'hasAboutPage', label: 'Hakkımızda' },
  { key: 'hasContactPage', label: 'İletişim' },
  { key: 'hasServicesPage', label: 'Hizmetler' },
  { key: 'hasProductsPage', label: 'Ürünler' },
  { key: 'hasBlogPage', label: 'Blog' },
  { key: 'hasGalleryPage', label: 'Galeri' },
]

const FEATURE_SWITCHES: { key: FlagKey; label: string; description: string }[] = [
  { key: 'needsOnlineStore', label: 'Online mağaza', description: 'Ürün satışı, sepet ve ödeme' },
  {
    key: 'needsBookingSystem',
    label: 'Randevu / rezervasyon sistemi',
    description: 'Ziyaretçiler tarih ve saat seçer',
  },
  { key: 'needsMultiLanguage', label: 'Çoklu dil desteği', description: 'Örn. Türkçe ve İngilizce' },
  { key: 'needsNewsletterSignup', label: 'E-bülten kaydı', description: 'E-posta listesi toplama formu' },
  { key: 'needsLiveChat', label: 'Canlı destek', description: 'Sitede anlık mesajlaşma' },
]

export function StepContent({ form, setField }: StepProps) {
  return (
    <div className="space-y-5">
      <TextField
        label="Slogan"
        name="tagline"
        value={form.tagline}
        maxLength={FIELD_LIMITS.tagline}
        onChange={(value) => setField('tagline', value)}
        placeholder="Örn. Güvenle inşa ediyoruz"
      />
      <FieldGroup legend="Sayfalar" hint="Sitede olmasını istediğiniz sayfaları seçin.">
        <div className="grid gap-3 sm:grid-cols-2">
          {PAGE_SWITCHES.map(({ key, label }) => (
            <SwitchField
              key={key}
              label={label}
              name={key}
              checked={form[key]}
              onChange={(checked) => setField(key, checked)}
            />
          ))}
        </div>
      </FieldGroup>
      <CustomPagesField pages={form.customPages} onChange={(pages) => setField('customPages', pages)} />
      <TextAreaField
        label="Hakkımızda metni"
        name="aboutText"
        value={form.aboutText}
        maxLength={FIELD_LIMITS.longText}
        onChange={(value) => setField('aboutText', value)}
        hint="Hazır bir metniniz varsa yapıştırın; yoksa ekibimiz sizinle birlikte hazırlar."
      />
      <TextAreaField
        label="Hizmetler / ürünler"
        name="servicesText"
        value={form.servicesText}
        maxLength={FIELD_LIMITS.longText}
        onChange={(value) => setField('servicesText', value)}
      />
      <FieldGroup legend="Özellikler">
        {FEATURE_SWITCHES.map(({ key, label, description }) => (
          <SwitchField
            key={key}
            label={label}
            name={key}
            description={description}
            checked={form[key]}
            onChange={(checked) => setField(key, checked)}
          />
        ))}
      </FieldGroup>
      <TextAreaField
        label="Özel istekler"
        name="specialRequests"
        value={form.specialRequests}
        maxLength={FIELD_LIMITS.longText}
        onChange={(value) => setField('specialRequests', value)}
      />
    </div>
  )
}
