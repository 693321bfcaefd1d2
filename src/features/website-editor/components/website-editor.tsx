// The edit screen's form: Hızlı Düzenle, seven tabs, the live preview of the unsaved form, and
// İptal / Önizle / Kaydet. The form survives everything but a successful save: a reload (the draft on
// this device), a refusal and a lost connection (the form stays as it was).
import { Suspense, lazy, useCallback, useMemo, useState } from 'react'
import type { JSX } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { primaryButtonClass, secondaryButtonClass } from '../../../components/buttons'
import { DashboardTabs } from '../../../components/dashboard-tabs'
import type { DashboardTab } from '../../../components/dashboard-tabs'
import { errorTextClass, smallButtonClass } from '../../../components/form-styles'
import { useDocumentTitle } from '../../../components/use-document-title'
import {
  rememberEditableWebsite,
  type EditableWebsite,
  type WebsiteEditSource,
} from '../../../lib/data/websites'
import { notify } from '../../../lib/toast'
import { FIELD_TABS, editErrors } from '../edit-checks'
import type { CheckedField } from '../edit-checks'
import { EDIT_TABS, EDIT_TAB_LABELS } from '../edit-form'
import type { EditTab, WebsiteEditForm } from '../edit-form'
import { contentPreviewTarget, navigatedView, NO_CONTENT_VIEW } from '../content/content-view'
import type { ContentView } from '../content/content-view'
import { useEditFiles } from '../hooks/use-edit-files'
import { useEditForm } from '../hooks/use-edit-form'
import { useSaveWebsite } from '../hooks/use-save-website'
import type { WebsitePreviewPanel, WebsitePreviewProps } from '../preview-panel'
import { BasicTab } from './basic-tab'
import { ContactTab } from './contact-tab'
import { DesignTab } from './design-tab'
import { MediaTab } from './media-tab'
import { PagesTab } from './pages-tab'
import { QuickEditDialog } from './quick-edit-dialog'
import { savedWhereFixed } from './fixed-fields'
import { DraftNotice } from './draft-notice'
import { PreviewSection } from './preview-section'
import { SaveConflictDialog } from './save-conflict-dialog'
import { SaveErrorDialog } from './save-error-dialog'
import { SeoTab } from './seo-tab'
import type { TabProps } from './tab-props'

// İçerik loads when first opened: its starter text (every sector's) and its forms stay out of the screen's chunk.
const ContentTab = lazy(() => import('../content/content-tab').then((m) => ({ default: m.ContentTab })))

const PREVIEW_ID = 'website-edit-preview'

export function WebsiteEditor({
  website,
  userId,
  tab,
  onTabChange,
  PreviewPanel,
  editSource = 'owner',
}: {
  website: EditableWebsite
  userId: string
  tab: EditTab
  onTabChange: (tab: EditTab) => void
  PreviewPanel: WebsitePreviewPanel
  /** The customer's own website, or the team editing any website (it goes back to the back-office). */
  editSource?: WebsiteEditSource
}) {
  useDocumentTitle('Website düzenleme')
  const navigate = useNavigate()
  const draft = useEditForm(website, userId)
  const files = useEditFiles(website)
  const [checked, setChecked] = useState(false)
  const [quickEdit, setQuickEdit] = useState(false)
  const [previewOpen, setPreviewOpen] = useState(false)
  // İçerik's UI state (not the form): the page being edited and the section that last had focus.
  const [contentView, setContentView] = useState<ContentView>(NO_CONTENT_VIEW)
  // The page a click in the preview led to: shown outside İçerik too ('' the home page).
  const [browsedPage, setBrowsedPage] = useState('')
  const { finish } = draft

  const onSaved = useCallback(
    async (message: string) => {
      await finish()
      notify.success(message)
      await navigate({ to: editSource === 'team' ? '/admin/websites' : '/user-dashboard' })
    },
    [finish, navigate, editSource],
  )
  const saver = useSaveWebsite(website.id, onSaved, editSource)

  // A Bakımda or Pasif the team set is not the owner's to change (fixed-fields.ts).
  const statusHeld = editSource !== 'team' && website.statusByTeam === true
  // The domain is the saved one whatever a draft holds: it changes only through an approved request. So is a
  // status the team holds: a draft kept from before the hold would otherwise be refused at every save.
  const form = useMemo(
    () => draft.form && savedWhereFixed(draft.form, website, statusHeld),
    [draft.form, website, statusHeld],
  )
  // With İçerik open, the preview shows the page being edited (`previewPage`: its address without the
  // slash, '' the home page) and scrolls to the section last focused (`focusSection`).
  const { page: previewPage, focus: focusSection } =
    tab === 'content' && form ? contentPreviewTarget(form.pages, contentView) : { page: browsedPage }
  const source = useMemo<WebsitePreviewProps['source'] | null>(
    () => form && { kind: 'website', edits: form, page: previewPage, focus: focusSection },
    [form, previewPage, focusSection],
  )
  if (!form || !source) {
    return (
      <p role="status" className="py-10 text-center text-sm text-slate-600 dark:text-slate-400">
        Form hazırlanıyor…
      </p>
    )
  }

  const errors = checked ? editErrors(form) : {}
  const firstError = (Object.keys(errors) as CheckedField[])[0]
  const setField: TabProps['setField'] = (key, value) =>
    draft.update((current) => ({ ...current, [key]: value }))
  const tabProps: TabProps = { form, setField, errors }

  const tabs: DashboardTab<EditTab>[] = EDIT_TABS.map((id) => ({
    id,
    label: EDIT_TAB_LABELS[id],
    render: () => {
      if (id === 'media') return <MediaTab website={website} files={files} />
      if (id === 'basic')
        return (
          <BasicTab {...tabProps} website={website} team={editSource === 'team'} statusHeld={statusHeld} />
        )
      if (id === 'content') {
        return (
          <Suspense fallback={<p role="status">İçerik düzenleyici yükleniyor…</p>}>
            <ContentTab
              {...tabProps}
              view={contentView}
              onViewChange={setContentView}
              onOpenTab={onTabChange}
              teamWebsiteId={editSource === 'team' ? website.id : null}
            />
          </Suspense>
        )
      }
      const Tab = TAB_PANELS[id]
      return <Tab {...tabProps} />
    },
  }))

  const editing: WebsiteEditForm = form
  function save() {
    const first = (Object.keys(editErrors(editing)) as CheckedField[])[0]
    setChecked(true)
    if (first) {
      onTabChange(FIELD_TABS[first])
      return
    }
    void saver.save(editing, files.files, draft.basedOn)
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            Website Düzenle
          </h1>
          <p className="mt-1 truncate text-slate-600 dark:text-slate-300">{form.title || website.name}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={smallButtonClass} onClick={() => setQuickEdit(true)}>
            Hızlı Düzenle
          </button>
          <a
            href={editSource === 'team' ? '#/admin/websites' : '#/user-dashboard'}
            className={secondaryButtonClass}
          >
            İptal
          </a>
          <button
            type="button"
            className={secondaryButtonClass}
            aria-expanded={previewOpen}
            aria-controls={PREVIEW_ID}
            onClick={() => setPreviewOpen((open) => !open)}
          >
            Önizle
          </button>
          <button type="button" className={primaryButtonClass} disabled={saver.saving} onClick={save}>
            {saver.saving ? 'Kaydediliyor…' : 'Kaydet'}
          </button>
        </div>
      </div>

      <DraftNotice
        restored={draft.restored}
        saved={draft.saveState === 'saved'}
        onDiscard={() => void draft.discardChanges()}
      />
      {firstError && (
        <p role="alert" className={`mt-4 ${errorTextClass}`}>
          {errors[firstError]}
        </p>
      )}

      {/* grid-cols-1 is minmax(0, 1fr): the tab strip scrolls instead of widening the page on a phone. */}
      <div className={`mt-6 grid grid-cols-1 gap-8 ${previewOpen ? 'xl:grid-cols-2' : ''}`}>
        <DashboardTabs tabs={tabs} selected={tab} onSelect={onTabChange} label="Düzenleme bölümleri" />
        {previewOpen && (
          <PreviewSection id={PREVIEW_ID}>
            <PreviewPanel
              source={source}
              websiteId={website.id}
              onClose={() => setPreviewOpen(false)}
              onNavigate={(path) => {
                const next = navigatedView(form.pages, path)
                if (!next) return
                setContentView(next.view)
                setBrowsedPage(next.page)
              }}
            />
          </PreviewSection>
        )}
      </div>

      <QuickEditDialog
        open={quickEdit}
        form={form}
        statusHeld={statusHeld}
        onClose={() => setQuickEdit(false)}
        onApply={(fields) => {
          draft.update((current) => ({ ...current, ...fields }))
          setQuickEdit(false)
        }}
      />
      <SaveErrorDialog message={saver.failure} onClose={saver.dismissFailure} />
      <SaveConflictDialog
        conflict={saver.conflict}
        form={form}
        onClose={saver.dismissConflict}
        onKeepMine={({ saved }) => {
          saver.dismissConflict()
          rememberEditableWebsite(saved)
          draft.rebase(saved.lastModified)
          void saver.save(editing, files.files, saved.lastModified)
        }}
        onTakeSaved={({ saved }) => {
          saver.dismissConflict()
          rememberEditableWebsite(saved)
          void draft.discardChanges(saved)
        }}
      />
    </div>
  )
}

const TAB_PANELS: Readonly<
  Record<Exclude<EditTab, 'media' | 'basic' | 'content'>, (props: TabProps) => JSX.Element>
> = {
  design: DesignTab,
  pages: PagesTab,
  contact: ContactTab,
  seo: SeoTab,
}
