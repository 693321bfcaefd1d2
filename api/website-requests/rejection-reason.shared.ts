import { websiteRequestMessages } from './website-request-messages.shared'

// docs/rules/website-requests.md#rejecting-a-request, in ONE place: the server refuses a rejection whose
// reason breaks it (422, website-request-status-service.ts) and the desk's dialog checks the same before
// sending. The reason is the customer's only explanation, so a word or two is not enough.

export const REJECTION_REASON_MIN = 10
export const REJECTION_REASON_MAX = 1000

/** The Turkish refusal for a reason (as typed), or null when it will do. Counted after trimming. */
export function rejectionReasonProblem(reason: string | null | undefined): string | null {
  const text = reason?.trim() ?? ''
  if (!text) return websiteRequestMessages.rejectionReasonRequired
  // Counted in characters as a person sees them (an emoji is one), like the textarea's counter.
  const length = [...text].length
  if (length < REJECTION_REASON_MIN)
    return websiteRequestMessages.rejectionReasonTooShort(REJECTION_REASON_MIN)
  if (length > REJECTION_REASON_MAX)
    return websiteRequestMessages.rejectionReasonTooLong(REJECTION_REASON_MAX)
  return null
}
