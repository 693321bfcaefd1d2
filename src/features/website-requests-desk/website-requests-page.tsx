// /admin/website-requests: the team's desk for website requests on the admin UI kit. Stats, a
// server-side search, status chips, the table (cards on small screens) with sort and pages kept in the
// URL, a detail dialog, the legal status moves, bulk moves with "Geri al", and the CSV export.
import { AdminPageHeader } from '../../components/admin-page-header'
import { useCallback, useState } from 'react'
import type { RowSelectionState } from '@tanstack/react-table'
import type { WebsiteRequest } from '../../../api/website-requests/website-request.shared'
import { secondaryButtonClass } from '../../components/buttons'
import { DataTable } from '../../components/data-table/data-table'
import { ListToolbar } from '../../components/data-table/list-toolbar'
import { nextListSearch, tableNavigation } from '../../components/data-table/list-search'
import { useCsvExport } from '../../components/data-table/use-csv-export'
import { useDocumentTitle } from '../../components/use-document-title'
import { fetchAllWebsiteRequests } from '../../lib/data/website-requests'
import { BulkStatusActions } from './bulk-status-actions'
import { DESK_DEFAULTS } from './desk-search'
import type { DeskSearch } from './desk-search'
import { DESK_TOOLBAR } from './desk-toolbar'
import { useUnpublishedWebsiteIds } from '../../lib/data/admin-websites'
import { RequestCard } from './request-card'
import { requestColumns } from './request-columns'
import { RequestDetailDialog } from './request-detail-dialog'
import { RequestStats } from './request-stats'
import { buildRequestsCsv, requestsCsvFileName } from './requests-csv'
import { useDeskList } from './use-desk-list'
import { usePublishRequest } from './use-publish-request'
import { useStatusChanges } from './use-status-changes'
import { StatusQuestionDialogs } from './status-question-dialogs'
import { useStatusQuestions } from './use-status-questions'
import { totalText } from '../../components/data-table/list-total'

/** Before the list of unpublished sites arrives: none. */
const NONE: ReadonlySet<string> = new Set()

export function WebsiteRequestsPage({
  search,
  onSearchChange,
}: {
  search: DeskSearch
  onSearchChange: (next: DeskSearch) => void
}) {
  useDocumentTitle('Website talepleri')
  const desk = useDeskList(search)
  const { state } = desk
  const [openedId, setOpenedId] = useState<string | null>(null)
  const [selected, setSelected] = useState<RowSelectionState>({})
  const changes = useStatusChanges({ show: desk.show, forget: desk.forget })
  // Rejecting asks for the reason, going back to pending is confirmed; the other moves go at once.
  const questions = useStatusQuestions(changes)
  const publishing = usePublishRequest()
  const unpublished = useUnpublishedWebsiteIds().data ?? NONE
  const csv = useCsvExport({
    fetchAll: () =>
      fetchAllWebsiteRequests({
        q: desk.params.q,
        status: desk.params.status,
        unpublished: desk.params.unpublished,
        sort: desk.params.sort,
      }),
    toCsv: buildRequestsCsv,
    fileName: () => requestsCsvFileName(),
    emptyText: 'Dışa aktarılacak talep yok.',
    doneText: (count) => `${count} talep CSV olarak indirildi.`,
  })

  // Another query shows other rows: a selection of rows no longer shown would act unseen.
  const change = useCallback(
    (next: Partial<DeskSearch>) => {
      setSelected({})
      onSearchChange(nextListSearch(search, next, DESK_DEFAULTS))
    },
    [search, onSearchChange],
  )
  const opened = desk.page?.items.find((request) => request.id === openedId) ?? null

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <AdminPageHeader
        title="Website Talepleri"
        description={'Müşterilerin website taleplerini inceleyin, durumlarını güncelleyin ve dışa aktarın.'}
      >
        <button type="button" className={secondaryButtonClass} disabled={csv.busy} onClick={csv.run}>
          {csv.busy ? 'Hazırlanıyor…' : 'CSV İndir'}
        </button>
      </AdminPageHeader>
      <RequestStats stats={desk.stats} />
      <ListToolbar
        config={DESK_TOOLBAR}
        q={state.q}
        filters={state.filters}
        onChange={change}
        className="lg:flex-row lg:items-center lg:justify-between"
      />
      <DataTable<WebsiteRequest>
        label="Website talepleri listesi"
        columns={requestColumns({
          busyId: changes.busyId,
          publishingId: publishing.publishingId,
          onOpen: (request) => setOpenedId(request.id),
          onChangeStatus: questions.one,
          onPublish: publishing.publish,
          unpublished,
        })}
        page={desk.page}
        view={state}
        {...tableNavigation(change, DESK_DEFAULTS.sort)}
        getRowId={(request) => request.id}
        rowLabel={(request) => request.websiteName}
        loading={desk.loading}
        error={desk.error}
        onRetry={() => void desk.refetch()}
        loadingText="Talepler yükleniyor…"
        emptyText={
          state.q || state.filters.status || state.filters.unpublished
            ? 'Aramanıza veya filtrenize uyan talep yok.'
            : 'Henüz website talebi yok.'
        }
        summary={`${totalText(desk.page)} talep bulundu`}
        selection={{
          selected,
          onChange: setSelected,
          actions: (requests) => (
            <BulkStatusActions
              requests={requests}
              onChange={(chosen, to) => {
                setSelected({})
                questions.many(chosen, to)
              }}
            />
          ),
        }}
        renderCard={(request, select) => (
          <RequestCard
            request={request}
            busy={changes.busyId === request.id}
            select={select}
            onOpen={() => setOpenedId(request.id)}
            onChangeStatus={(to) => questions.one(request, to)}
            publishing={publishing.publishingId === request.id}
            onPublish={publishing.publish}
            unpublished={unpublished}
          />
        )}
      />
      <RequestDetailDialog
        request={opened}
        busy={opened !== null && changes.busyId === opened.id}
        onClose={() => setOpenedId(null)}
        onChangeStatus={questions.one}
        publishing={opened !== null && publishing.publishingId === opened.id}
        publishedAddress={opened ? publishing.addressOf(opened.id) : null}
        onPublish={publishing.publish}
      />
      <StatusQuestionDialogs
        question={questions.question}
        onAnswer={questions.answer}
        onCancel={questions.cancel}
      />
    </div>
  )
}
