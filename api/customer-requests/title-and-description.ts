import { ApiError } from '../lib/http'
import { customerRequestMessages } from './customer-request-messages.shared'

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
