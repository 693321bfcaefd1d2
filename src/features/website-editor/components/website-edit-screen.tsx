// /edit-website/$id: the customer's own website, read from the server, in the edit form. A website that
// is not theirs (or does not exist) shows the app's 404 page: the server answers both the same way.
// /admin/website-editor/$id: the same screen for the team, on any website (source 'team').
import { useState } from 'react'
import { NotFoundPage } from '../../../components/not-found-page'
import { QueryNotice } from '../../../components/query-notice'
import { useDocumentTitle } from '../../../components/use-document-title'
import { useEditableWebsite, type WebsiteEditSource } from '../../../lib/data/websites'
import type { ResourceQuery } from '../../../lib/data/resource-query'
import { sessionState } from '../../../lib/session'
import { useStore } from '../../../lib/use-store'
import type { EditTab } from '../edit-form'
import type { WebsitePreviewPanel } from '../preview-panel'
import { WebsiteEditor } from './website-editor'

export const EDIT_SCREEN_TITLE = 'Website düzenleme'

export function WebsiteEditScreen({
  websiteId,
  tab,
  onTabChange,
  PreviewPanel,
  source = 'owner',
}: {
  websiteId: string
  tab: EditTab
  onTabChange: (tab: EditTab) => void
  PreviewPanel: WebsitePreviewPanel
  /** Whose screen: the customer's own website (default) or the team's on any website. */
  source?: WebsiteEditSource
}) {
  const userId = useStore(sessionState).user?.id ?? null
  const website = useEditableWebsite(websiteId, source)
  // The form starts from a fresh read, not from a copy cached on an earlier visit; once started, later
  // refetches (window focus) do not restart it.
  const [started, setStarted] = useState(false)
  if (!started && website.data && !website.fetching) setStarted(true)
  if (website.data === null) return <NotFoundPage />
  if (!website.data || !userId || !started) return <LoadState query={website} />
  return (
    <WebsiteEditor
      // Another website (or user) starts another form.
      key={`${website.data.id}:${userId}`}
      website={website.data}
      userId={userId}
      tab={tab}
      onTabChange={onTabChange}
      PreviewPanel={PreviewPanel}
      editSource={source}
    />
  )
}

function LoadState({ query }: { query: ResourceQuery<unknown> }) {
  useDocumentTitle(EDIT_SCREEN_TITLE)
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <QueryNotice
        loading={!query.error}
        error={query.error}
        empty
        emptyText=""
        onRetry={() => void query.refetch()}
      />
    </div>
  )
}
