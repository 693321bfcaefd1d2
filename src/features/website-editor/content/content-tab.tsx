// İçerik: the content of the site's pages. A page is chosen, then its sections are edited in order.
// A page whose content was never written shows the starter sections of its kind (what the site shows
// for it); they are written into the form with the first change made to them, still marked as starter
// text, so looking at a page changes nothing.
import { useMemo, useState } from 'react'
import type { Section } from '../../../../api/site-content/site-sections.shared'
import { CONTENT_LIMITS } from '../../../../api/site-content/site-sections.shared'
import { starterSections } from '../../../../api/site-content/starter-content.shared'
import { isAllowedHref } from '../../../../api/site-content/rich-text.shared'
import { PAGE_STATUS_LABELS } from '../../../../api/websites/website-edit.shared'
import { hintClass, sectionTitleClass } from '../../../components/form-styles'
import { SelectInput } from '../components/fields'
import type { TabProps } from '../components/tab-props'
import type { EditTab } from '../edit-form'
import { ContentEnvContext, type ContentEnv, type PageLink } from './content-env'
import { contentPage, type ContentView } from './content-view'
import { newItemId } from './section-form-types'
import { websitePageKind } from '../../../../api/site-content/page-kind.shared'
import { setPageSections, starterInputOf } from './section-list'
import { SectionsEditor } from './sections-editor'

export interface ContentTabProps extends TabProps {
  view: ContentView
  onViewChange: (change: (view: ContentView) => ContentView) => void
  onOpenTab: (tab: EditTab) => void
  /** The team edits this website (its owner's images are offered); null in the customer's editor. */
  teamWebsiteId: string | null
}

export function ContentTab({
  form,
  setField,
  view,
  onViewChange,
  onOpenTab,
  teamWebsiteId,
}: ContentTabProps) {
  const { pages } = form
  const page = contentPage(pages, view)
  // One set of starter sections per unwritten page for as long as the tab is open: stable ids to edit.
  const [starters] = useState(() => new Map<string, Section[]>())
  const sectionsOf = (shown: NonNullable<typeof page>): Section[] => {
    if (shown.sections) return shown.sections
    let starter = starters.get(shown.id)
    if (!starter) {
      const made = starterSections(websitePageKind(shown), starterInputOf(form), newItemId)
      starter = made.slice(0, CONTENT_LIMITS.sectionsPerPage)
      starters.set(shown.id, starter)
    }
    return starter
  }

  const env = useMemo<ContentEnv>(() => {
    const links = new Map<string, PageLink>()
    for (const { url, name } of pages) {
      const href = url.trim() || '/'
      if (isAllowedHref(href) && !links.has(href)) links.set(href, { href, label: name.trim() || href })
    }
    return { pageLinks: [...links.values()], openTab: onOpenTab, teamWebsiteId }
  }, [pages, onOpenTab, teamWebsiteId])

  return (
    <ContentEnvContext value={env}>
      <div className="min-w-0 space-y-6">
        <div>
          <h2 className={sectionTitleClass}>Sayfalar ve içerik</h2>
          <p className={hintClass}>
            Bir sayfa seçin; bölümlerini sırayla düzenleyin, taşıyın, çoğaltın ya da gizleyin. Önizleme açıksa
            düzenlediğiniz sayfayı ve bölümü gösterir.
          </p>
        </div>
        {!page ? (
          <p className="rounded-2xl border border-slate-200 p-4 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
            Sitenizde henüz sayfa yok. Önce{' '}
            <button
              type="button"
              onClick={() => onOpenTab('pages')}
              className="font-semibold text-blue-700 underline dark:text-blue-300"
            >
              Sayfalar
            </button>{' '}
            sekmesinden bir sayfa ekleyin; içeriğini burada yazarsınız.
          </p>
        ) : (
          <>
            <SelectInput
              label="Düzenlediğiniz sayfa"
              name="content.page"
              value={page.id}
              choices={pages.map((item) => ({
                value: item.id,
                label: `${item.name.trim() || 'Adsız sayfa'} (${item.url || '/'})${
                  item.status === 'published' ? '' : ` · ${PAGE_STATUS_LABELS[item.status]}`
                }`,
              }))}
              description={`Bir sayfada en fazla ${CONTENT_LIMITS.sectionsPerPage} bölüm olabilir.`}
              onChange={(pageId) => pageId && onViewChange(() => ({ pageId, focusSection: null }))}
            />
            <SectionsEditor
              key={page.id}
              sections={sectionsOf(page)}
              focusSection={view.focusSection}
              onChange={(sections) => setField('pages', setPageSections(pages, page.id, sections))}
              onFocusSection={(id) =>
                onViewChange((now) => (now.focusSection === id ? now : { ...now, focusSection: id }))
              }
            />
          </>
        )}
      </div>
    </ContentEnvContext>
  )
}
