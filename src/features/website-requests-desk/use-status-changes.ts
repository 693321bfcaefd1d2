// Status changes on the desk: one request at once (shown first, then sent; put back if the server
// refuses), or a selection held for 5 s with "Geri al" and then sent request by request.
import { useState } from 'react'
import type { WebsiteRequest } from '../../../api/website-requests/website-request.shared'
import type { WebsiteRequestStatus } from '../../../api/website-requests/website-request-status.shared'
import { useUndoableAction } from '../../components/undo/use-undoable-action'
import { ApiError } from '../../lib/api-client'
import {
  STATUS_UPDATE_FAILED,
  announceWebsiteRequestsChanged,
  updateWebsiteRequestStatus,
} from '../../lib/data/website-requests'
import { notify } from '../../lib/toast'
import { bulkDoneMessage, bulkPendingMessage } from './bulk-status'
import { statusChangedMessage } from './status-actions'

export function useStatusChanges({
  show,
  forget,
}: {
  show: (request: WebsiteRequest) => void
  forget: (id: string) => void
}) {
  const [busyId, setBusyId] = useState<string | null>(null)
  const hold = useUndoableAction()

  async function changeOne(request: WebsiteRequest, to: WebsiteRequestStatus, reason?: string) {
    setBusyId(request.id)
    show({ ...request, status: to })
    try {
      const updated = await updateWebsiteRequestStatus(request.id, to, request.status, reason)
      show(updated)
      notify.success(statusChangedMessage(updated.websiteName, updated.status))
    } catch (error) {
      forget(request.id)
      // A refused reason says why; any other failure the desk's one message.
      notify.error(error instanceof ApiError && error.status === 422 ? error.message : STATUS_UPDATE_FAILED)
    } finally {
      setBusyId(null)
      announceWebsiteRequestsChanged()
    }
  }

  async function sendMany(requests: readonly WebsiteRequest[], to: WebsiteRequestStatus, reason?: string) {
    const answers = await Promise.allSettled(
      requests.map((request) => updateWebsiteRequestStatus(request.id, to, request.status, reason)),
    )
    answers.forEach((answer, index) => {
      if (answer.status === 'fulfilled') show(answer.value)
      else forget(requests[index]?.id ?? '')
    })
    const failed = answers.filter((answer) => answer.status === 'rejected').length
    const report = bulkDoneMessage(requests.length - failed, failed, to)
    if (failed === 0) notify.success(report)
    else notify.error(report)
    announceWebsiteRequestsChanged()
  }

  function changeMany(requests: readonly WebsiteRequest[], to: WebsiteRequestStatus, reason?: string) {
    hold({
      message: bulkPendingMessage(requests.length, to),
      apply: () => requests.forEach((request) => show({ ...request, status: to })),
      revert: () => requests.forEach((request) => forget(request.id)),
      send: () => void sendMany(requests, to, reason),
    })
  }

  return {
    busyId,
    changeOne: (request: WebsiteRequest, to: WebsiteRequestStatus, reason?: string) =>
      void changeOne(request, to, reason),
    changeMany,
  }
}
