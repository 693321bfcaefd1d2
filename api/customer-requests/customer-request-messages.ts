import { ApiError } from '../lib/http'

export const customerRequestMessages = {
  /** docs/rules/customer-dashboard.md#taleplerim: the dashboard's request form and the support ticket prompts. */
  titleAndDescriptionRequired: 'Lütfen başlık ve açıklama alanlarını doldurun',
  created: 'Talebiniz başarıyla gönderildi!',
  ticketCreated: 'Destek talebiniz başarıyla gönderildi!',
  websiteNotFound: 'Website bulunamadı.',
}

/** The rule both the dashboard's requests and the support tickets follow: a title and a description. */
export function requiredTitleAndDescription(input: { title?: string | null; description?: string | null }): {
  title: string
  description: string
} {
  const title = input.title?.trim()
  const description = input.description?.trim()
  if (!title || !description) throw new ApiError(400, customerRequestMessages.titleAndDescriptionRequired)
  return { title, description }
}
