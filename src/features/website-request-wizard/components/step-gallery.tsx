// Step 4 (Galeri): whether the site needs a gallery, notes about it and links to existing images.
import { FIELD_LIMITS } from '../wizard-form'
import { SwitchField } from '../../../components/step-form/switch-field'
import { GalleryLinksField } from './gallery-links-field'
import type { StepProps } from './step-props'
import { TextAreaField } from '../../../components/step-form/text-fields'

export function StepGallery({ form, setField }: StepProps) {
  return (
    <div className="space-y-5">
      <SwitchField
        label="Sitede fotoğraf galerisi olsun"
        name="needsGallery"
        description="Ürün, proje veya mekân fotoğraflarınızı sergileyen bir bölüm."
        checked={form.needsGallery}
        onChange={(checked) => setField('needsGallery', checked)}
      />
      <TextAreaField
        label="Galeri notları"
        name="galleryNotes"
        value={form.galleryNotes}
        maxLength={FIELD_LIMITS.longText}
        onChange={(value) => setField('galleryNotes', value)}
        hint="Hangi görsellerin nerede kullanılacağını, logonuzun olup olmadığını yazın. Dosyalarınızı talepten sonra panelinizdeki Galeri sekmesinden yükleyebilirsiniz."
      />
      <GalleryLinksField links={form.galleryLinks} onChange={(links) => setField('galleryLinks', links)} />
    </div>
  )
}
