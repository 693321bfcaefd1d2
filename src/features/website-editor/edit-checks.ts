// The edit screen's own checks, for a quick answer only: the server checks the same rules (and the
// files by their content) and its Turkish message is what counts.
import { EDIT_LIMITS, websiteEditMessages } from '../../../api/websites/website-edit.shared'
import { UPLOAD_MAX_BYTES } from '../../../api/uploads/upload.shared'
import { uploadMessages } from '../../../api/uploads/upload-messages.shared'
import type { EditTab, WebsiteEditForm } from './edit-form'

export const editMessages = {
  titleRequired: websiteEditMessages.titleRequired,
  seoTitleTooLong: websiteEditMessages.seoTitleTooLong,
  seoDescriptionTooLong: websiteEditMessages.seoDescriptionTooLong,
  notAnImage: websiteEditMessages.imagesOnly,
  galleryFull: websiteEditMessages.tooManyGalleryImages,
} as const

export type CheckedField = 'title' | 'seoTitle' | 'seoDescription'
export type EditErrors = Partial<Record<CheckedField, string>>

/** Where each checked field is, so the screen can open the tab of the first problem. */
export const FIELD_TABS: Readonly<Record<CheckedField, EditTab>> = {
  title: 'basic',
  seoTitle: 'seo',
  seoDescription: 'seo',
}

export function editErrors(form: WebsiteEditForm): EditErrors {
  const errors: EditErrors = {}
  if (!form.title.trim()) errors.title = editMessages.titleRequired
  if (form.seoTitle.length > EDIT_LIMITS.seoTitle) errors.seoTitle = editMessages.seoTitleTooLong
  if (form.seoDescription.length > EDIT_LIMITS.seoDescription)
    errors.seoDescription = editMessages.seoDescriptionTooLong
  return errors
}

/** 'n/60 karakter'. */
export const counterText = (value: string, max: number) => `${value.length}/${max} karakter`

/** null when the chosen file may go to the server, otherwise why not (by its declared type and size). */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return editMessages.notAnImage
  if (file.size > UPLOAD_MAX_BYTES) return uploadMessages.tooLarge
  return null
}
