// /admin/analytics: the figures of a date range from the stored records (docs/rules/analytics.md), stat
// cards, small SVG charts each with a table, and the CSV of every figure.
import { AdminPageHeader } from '../../components/admin-page-header'
import { secondaryButtonClass } from '../../components/buttons'
import { useDocumentTitle } from '../../components/use-document-title'
import { saveBlob } from '../../lib/download-file'
import { useAnalytics } from '../../lib/data/admin-analytics'
import { notify } from '../../lib/toast'
import { AnalyticsCards } from './analytics-cards'
import { AnalyticsCharts } from './analytics-charts'
import { analyticsCsvFileName, buildAnalyticsCsv } from './analytics-csv'
import { rangeOf, type AnalyticsSearch } from './analytics-range'
import { RangePicker } from './range-picker'

export function AnalyticsPage({
  search,
  onSearchChange,
}: {
  search: AnalyticsSearch
  onSearchChange: (next: AnalyticsSearch) => void
}) {
  useDocumentTitle('Analitik')
  const range = rangeOf(search)
  const analytics = useAnalytics(range)
  const data = analytics.data

  function exportCsv() {
    if (!data) return
    saveBlob(
      new Blob([buildAnalyticsCsv(data)], { type: 'text/csv;charset=utf-8' }),
      analyticsCsvFileName(data.range),
    )
    notify.success('Analitik rakamları CSV olarak indirildi.')
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <AdminPageHeader
        title="Analitik"
        description={
          'Kayıtlar, talepler, yayına alma süresi, gelir ve ziyaretçiler; seçilen tarih aralığında, kayıtlı verilerden.'
        }
      >
        <button type="button" className={secondaryButtonClass} disabled={!data} onClick={exportCsv}>
          CSV İndir
        </button>
      </AdminPageHeader>
      <RangePicker range={range} onChange={(next) => onSearchChange(next)} />
      {analytics.loading && (
        <p className="text-sm text-slate-600 dark:text-slate-400">Rakamlar hesaplanıyor…</p>
      )}
      {analytics.error && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-4 text-sm text-red-900 dark:bg-red-950/40 dark:text-red-200"
        >
          <span>{analytics.error}</span>
          <button type="button" className="font-semibold underline" onClick={() => void analytics.refetch()}>
            Tekrar Dene
          </button>
        </div>
      )}
      {data && (
        <>
          <AnalyticsCards data={data} />
          <AnalyticsCharts data={data} />
        </>
      )}
    </div>
  )
}
