// The save's multipart form (PUT /api/me/websites/:id): every text field by name, the objects as JSON
// strings, the logo and favicon only when a new one was chosen (an empty text field of that name removes
// the saved one), the new gallery images as gallery_0, gallery_1, … and `gallery`, the JSON list of the
// saved gallery images to keep, and `baseVersion`, the saved version the form started from.
import type { WebsiteEditForm } from './edit-form'

/** A newly chosen image, 'remove' to drop the saved one, or null to keep it. */
export type ImageChoice = File | 'remove' | null

export interface EditFiles {
  logo: ImageChoice
  favicon: ImageChoice
  /** Newly chosen gallery images, in the order shown. */
  gallery: readonly File[]
  /** Upload ids of the saved gallery images to keep (the others are removed). */
  keptGallery: readonly string[]
}

export const TEXT_FIELDS = [
  'title',
  'domain',
  'template',
  'status',
  'description',
  'category',
  'primaryColor',
  'secondaryColor',
  'fontFamily',
  'headerStyle',
  'footerStyle',
  'seoTitle',
  'seoDescription',
  'seoKeywords',
] as const satisfies readonly (keyof WebsiteEditForm)[]

export const JSON_FIELDS = [
  'socialLinks',
  'contactInfo',
  'pages',
] as const satisfies readonly (keyof WebsiteEditForm)[]

export const galleryFileField = (index: number) => `gallery_${index}`

export function buildEditPayload(form: WebsiteEditForm, files: EditFiles, baseVersion: string): FormData {
  const payload = new FormData()
  payload.append('baseVersion', baseVersion)
  for (const field of TEXT_FIELDS) payload.append(field, form[field])
  for (const field of JSON_FIELDS) payload.append(field, JSON.stringify(form[field]))
  payload.append('gallery', JSON.stringify(files.keptGallery))
  appendImage(payload, 'logo', files.logo)
  appendImage(payload, 'favicon', files.favicon)
  files.gallery.forEach((file, index) => payload.append(galleryFileField(index), file, file.name))
  return payload
}

function appendImage(payload: FormData, field: 'logo' | 'favicon', choice: ImageChoice) {
  if (choice === 'remove') payload.append(field, '')
  else if (choice) payload.append(field, choice, choice.name)
}
