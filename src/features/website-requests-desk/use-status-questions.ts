// The moves the desk asks about first (docs/rules/website-requests.md#the-request-desk): a rejection
// wants its reason, which the customer reads; going back to pending is confirmed. Every other move goes
// at once. One request or a selection, from any of the desk's buttons.
import { useState } from 'react'
import type { WebsiteRequest } from '../../../api/website-requests/website-request.shared'
import type { WebsiteRequestStatus } from '../../../api/website-requests/website-request-status.shared'

export interface StatusQuestion {
  requests: readonly WebsiteRequest[]
  to: 'rejected' | 'pending'
  /** A selection (held with "Geri al"), not one request. */
  bulk: boolean
}

interface StatusChanges {
  changeOne: (request: WebsiteRequest, to: WebsiteRequestStatus, reason?: string) => void
  changeMany: (requests: readonly WebsiteRequest[], to: WebsiteRequestStatus, reason?: string) => void
}

const asked = (to: WebsiteRequestStatus): to is StatusQuestion['to'] => to === 'rejected' || to === 'pending'

export function useStatusQuestions(changes: StatusChanges) {
  const [question, setQuestion] = useState<StatusQuestion | null>(null)

  function answer(reason?: string) {
    if (!question) return
    setQuestion(null)
    const [first] = question.requests
    if (question.bulk) changes.changeMany(question.requests, question.to, reason)
    else if (first) changes.changeOne(first, question.to, reason)
  }

  return {
    question,
    one(request: WebsiteRequest, to: WebsiteRequestStatus) {
      if (asked(to)) setQuestion({ requests: [request], to, bulk: false })
      else changes.changeOne(request, to)
    },
    many(requests: readonly WebsiteRequest[], to: WebsiteRequestStatus) {
      if (asked(to)) setQuestion({ requests, to, bulk: true })
      else changes.changeMany(requests, to)
    },
    answer,
    cancel: () => setQuestion(null),
  }
}
