// /admin/website-requests: the team's desk for website requests. Stats, a server-side search, status
// chips, cards, a detail dialog, the legal status moves and the CSV export.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { WebsiteRequest } from '../../../api/schemas/website-request'
import type { WebsiteRequestStatus } from '../../../api/schemas/website-request-status'
import { secondaryButtonClass } from '../../components/buttons'
import { useDocumentTitle } from '../../components/use-document-title'
import {
  STATUS_UPDATE_FAILED,
  announceWebsiteRequestsChanged,
  updateWebsiteRequestStatus,
} from '../../lib/admin-website-requests'
import { notify } from '../../lib/toast'
import { RequestCard } from './request-card'
import { RequestDetailDialog } from './request-detail-dialog'
import { RequestFilters } from './request-filters'
import { RequestStats } from './request-stats'
import { RequestsList } from './requests-list'
import { statusChangedMessage } from './status-actions'
import { useCsvExport } from './use-csv-export'
import { useDebouncedValue } from './use-debounced-value'
import { useWebsiteRequests } from './use-website-requests'

export const SEARCH_DEBOUNCE_MS = 300

export interface DeskSearch {
  search: string
  status: WebsiteRequestStatus | undefined
}

export function WebsiteRequestsPage({
  search,
  status,
  onQueryChange,
}: DeskSearch & { onQueryChange: (next: DeskSearch) => void }) {
  useDocumentTitle('Website talepleri')
  const desk = useWebsiteRequests({ search, status })
  const { patchRequest, reload } = desk
  const [input, setInput] = useState(search)
  const [opened, setOpened] = useState<WebsiteRequest | null>(null)
  const [busyId, setBusyId] = useState<string | null>(null)
  const csv = useCsvExport({ search, status })

  // The URL wins when it changes from outside (the header's search box).
  useEffect(() => setInput((current) => (current.trim() === search ? current : search)), [search])
  const debounced = useDebouncedValue(input, SEARCH_DEBOUNCE_MS)
  const lastDebounced = useRef(debounced)
  useEffect(() => {
    if (lastDebounced.current === debounced) return
    lastDebounced.current = debounced
    if (debounced.trim() !== search) onQueryChange({ search: debounced.trim(), status })
  }, [debounced, search, status, onQueryChange])

  const show = useCallback(
    (request: WebsiteRequest) => {
      patchRequest(request)
      setOpened((current) => (current?.id === request.id ? request : current))
    },
    [patchRequest],
  )

  async function changeStatus(request: WebsiteRequest, to: WebsiteRequestStatus) {
    setBusyId(request.id)
    show({ ...request, status: to })
    try {
      const updated = await updateWebsiteRequestStatus(request.id, to, request.status)
      show(updated)
      notify.success(statusChangedMessage(updated.websiteName, updated.status))
    } catch {
      show(request)
      notify.error(STATUS_UPDATE_FAILED)
    } finally {
      setBusyId(null)
      reload()
      announceWebsiteRequestsChanged()
    }
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            Website Talepleri
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Müşterilerin website taleplerini inceleyin, durumlarını güncelleyin ve dışa aktarın.
          </p>
        </div>
        <button type="button" className={secondaryButtonClass} disabled={csv.busy} onClick={csv.run}>
          {csv.busy ? 'Hazırlanıyor…' : 'CSV İndir'}
        </button>
      </div>
      <RequestStats stats={desk.stats} />
      <RequestFilters
        search={input}
        onSearch={setInput}
        status={status}
        onStatus={(next) => onQueryChange({ search: input.trim(), status: next })}
      />
      <RequestsList
        loading={desk.loading}
        error={desk.error}
        shown={desk.requests.length}
        total={desk.total}
        filtered={Boolean(search || status)}
        onRetry={reload}
        onLoadMore={desk.loadMore}
      >
        {desk.requests.map((request) => (
          <RequestCard
            key={request.id}
            request={request}
            busy={busyId === request.id}
            onOpen={() => setOpened(request)}
            onChangeStatus={(to) => void changeStatus(request, to)}
          />
        ))}
      </RequestsList>
      <RequestDetailDialog
        request={opened}
        busy={opened !== null && busyId === opened.id}
        onClose={() => setOpened(null)}
        onChangeStatus={(request, to) => void changeStatus(request, to)}
      />
    </div>
  )
}
