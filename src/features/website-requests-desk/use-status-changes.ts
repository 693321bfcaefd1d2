// Status changes on the desk: one request at once (shown first, then sent; put back if the server
// refuses), or a selection held for 5 s with "Geri al" and then sent request by request.
import { useState } from 'react'
import type { WebsiteRequest } from '../../../api/website-requests/website-request.shared'
import type { WebsiteRequestStatus } from '../../../api/website-requests/website-request-status.shared'
import { useUndoableAction } from '../../components/undo/use-undoable-action'
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

  async function changeOne(request: WebsiteRequest, to: WebsiteRequestStatus) {
    setBusyId(request.id)
    show({ ...request, status: to })
    try {
      const updated = await updateWebsiteRequestStatus(request.id, to, request.status)
      show(updated)
      notify.success(statusChangedMessage(updated.websiteName, updated.status))
    } catch {
      forget(request.id)
      notify.error(STATUS_UPDATE_FAILED)
    } finally {
      setBusyId(null)
      announceWebsiteRequestsChanged()
    }
  }

  async function sendMany(requests: readonly WebsiteRequest[], to: WebsiteRequestStatus) {
    const answers = await Promise.allSettled(
      requests.map((request) => updateWebsiteRequestStatus(request.id, to, request.status)),
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

  function changeMany(requests: readonly WebsiteRequest[], to: WebsiteRequestStatus) {
    hold({
      message: bulkPendingMessage(requests.length, to),
      apply: () => requests.forEach((request) => show({ ...request, status: to })),
      revert: () => requests.forEach((request) => forget(request.id)),
      send: () => void sendMany(requests, to),
    })
  }

  return {
    busyId,
    changeOne: (request: WebsiteRequest, to: WebsiteRequestStatus) => void changeOne(request, to),
    changeMany,
  }
}
