// One image of a section (hero, a service, a member, a post's cover): chosen from the customer's
// uploads, with its alternative text; 'Kaldır' takes it off.
import { useState } from 'react'
import type { ContentImage } from '../../../../api/site-content/site-sections.shared'
import { smallButtonClass } from '../../../components/form-styles'
import { ShortField } from './content-fields'
import { UploadPicker, UploadThumb, useImageUploads } from './upload-picker'

export const ALT_LABEL = 'Alternatif metin'
export const ALT_HINT = 'Görseli göremeyenler için kısa bir açıklama (ör. “Salonumuzun girişi”).'

export function ContentImageField({
  label,
  value,
  onChange,
}: {
  label: string
  value: ContentImage | null
  onChange: (next: ContentImage | null) => void
}) {
  const [picking, setPicking] = useState(false)
  const uploads = useImageUploads()
  const upload = value ? uploads.byId(value.uploadId) : undefined
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{label}</legend>
      {value && (
        <div className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-start">
          <UploadThumb
            upload={upload}
            pending={uploads.loading}
            alt={value.alt}
            className="h-24 w-36 shrink-0"
          />
          <div className="min-w-0 flex-1">
            <ShortField
              label={ALT_LABEL}
              value={value.alt}
              description={ALT_HINT}
              onChange={(alt) => onChange({ ...value, alt })}
            />
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={smallButtonClass}
          aria-expanded={picking}
          onClick={() => setPicking((open) => !open)}
        >
          {value ? 'Görseli değiştir' : 'Görsel seç'}
        </button>
        {value && (
          <button
            type="button"
            className={smallButtonClass}
            aria-label={`Kaldır: ${label}`}
            onClick={() => onChange(null)}
          >
            Kaldır
          </button>
        )}
      </div>
      {picking && (
        <UploadPicker
          label={`${label}: görsel seçin`}
          chosen={value ? [value.uploadId] : []}
          onPick={(picked) => {
            onChange({ uploadId: picked.id, alt: value?.alt ?? '' })
            setPicking(false)
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </fieldset>
  )
}
