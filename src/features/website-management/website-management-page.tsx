// /website-management: the customer's websites, each with its status, a live preview of the saved
// site, its figures ('İstatistikler'), the way to the edit screen and to the published site.
import { lazy, Suspense } from 'react'
import type { ComponentType } from 'react'
import { primaryButtonClass } from '../../components/buttons'
import { QueryNotice } from '../../components/query-notice'
import { useDocumentTitle } from '../../components/use-document-title'
import { useMyWebsites } from '../../lib/data/websites'
import { ManagedWebsiteCard } from './managed-website-card'

/** The live preview panel, handed in by the route (features do not import each other). */
export type SavedWebsitePreview = ComponentType<{
  source: { kind: 'website'; edits: null }
  websiteId: string | null
  onClose?: () => void
}>

const SAVED_SITE = { kind: 'website', edits: null } as const

// The figures and their charts load with the first 'İstatistikler'.
const WebsiteStats = lazy(() => import('./website-stats').then((m) => ({ default: m.WebsiteStats })))

function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
      {text}
    </p>
  )
}

export function WebsiteManagementPage({
  previewId,
  onPreviewChange,
  statsId,
  onStatsChange,
  PreviewPanel,
}: {
  /** The website whose preview is open (kept in the URL), or undefined. */
  previewId: string | undefined
  onPreviewChange: (websiteId: string | undefined) => void
  /** The website whose figures are open (kept in the URL), or undefined. */
  statsId: string | undefined
  onStatsChange: (websiteId: string | undefined) => void
  PreviewPanel: SavedWebsitePreview
}) {
  useDocumentTitle('Website yönetimi')
  const websites = useMyWebsites()
  const list = websites.data ?? []
  const previewed = list.find((website) => website.id === previewId) ?? null
  const counted = list.find((website) => website.id === statsId) ?? null
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            Website Yönetimi
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            Websitelerinizi önizleyin, düzenleyin ve yayındaki hâllerini ziyaret edin.
          </p>
        </div>
        <a href="#/create-website" className={primaryButtonClass}>
          Yeni Website
        </a>
      </div>
      {previewed && (
        <section aria-label={`Canlı önizleme: ${previewed.name}`} className="mt-6">
          <Suspense fallback={<Loading text="Önizleme yükleniyor…" />}>
            <PreviewPanel
              key={previewed.id}
              source={SAVED_SITE}
              websiteId={previewed.id}
              onClose={() => onPreviewChange(undefined)}
            />
          </Suspense>
        </section>
      )}
      {counted && (
        <section aria-label={`İstatistikler: ${counted.name}`} className="mt-6">
          <Suspense fallback={<Loading text="İstatistikler yükleniyor…" />}>
            <WebsiteStats key={counted.id} website={counted} onClose={() => onStatsChange(undefined)} />
          </Suspense>
        </section>
      )}
      <div className="mt-6">
        <QueryNotice
          loading={websites.loading}
          error={websites.error}
          empty={list.length === 0}
          emptyText="Henüz bir websiteniz yok. Yeni bir website talebi oluşturarak başlayın."
          onRetry={() => void websites.refetch()}
        />
        {list.length > 0 && (
          <ul aria-label="Websitelerim" className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {list.map((website) => (
              <ManagedWebsiteCard
                key={website.id}
                website={website}
                previewing={website.id === previewId}
                onPreview={() => onPreviewChange(website.id === previewId ? undefined : website.id)}
                showingStats={website.id === statsId}
                onStats={() => onStatsChange(website.id === statsId ? undefined : website.id)}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
