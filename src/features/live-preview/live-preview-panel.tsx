// The live preview panel (the builder shows it beside its form; the website edit screen opens it with
// 'Önizle'): device selector, the frame scaled to the panel, a status bar with the time left, refresh,
// copy link, full screen (Escape leaves it), hide/show, and close when `onClose` is given. The session's
// life is in preview-session-controller.ts.
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { JSX } from 'react'
import type { PreviewSourceInput } from '../../lib/data/preview'
import { notify } from '../../lib/toast'
import { previewFrameSize } from './preview-frame-size'
import { PreviewStage } from './preview-stage'
import { PreviewStatusBar } from './preview-status-bar'
import { DeviceSelector, PreviewActions } from './preview-toolbar'
import { usePreviewSession } from './use-preview-session'

export interface LivePreviewPanelProps {
  /** What to show; a new value updates the open preview (debounced, without reloading the frame). */
  source: PreviewSourceInput
  websiteId: string | null
  onClose?: () => void
  /** A link between the site's pages was clicked in the frame: the site path it leads to ('' home). */
  onNavigate?: (page: string) => void
}

export const COPIED_FOR_MS = 2000

export function LivePreviewPanel(props: LivePreviewPanelProps): JSX.Element {
  // A preview of another website is another session from the start.
  return <PreviewPanelBody key={props.websiteId ?? ''} {...props} />
}

function useCopiedFlag(): [boolean, () => void] {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS)
    return () => clearTimeout(timer)
  }, [copied])
  return [copied, useCallback(() => setCopied(true), [])]
}

function PreviewPanelBody({ source, websiteId, onClose, onNavigate }: LivePreviewPanelProps) {
  const frameRef = useRef<HTMLIFrameElement>(null)
  const { controller, snapshot } = usePreviewSession(frameRef, {
    websiteId,
    source,
    device: 'desktop',
    onNavigate,
  })
  const [hidden, setHidden] = useState(false)
  const [fullScreen, setFullScreen] = useState(false)
  const [copied, markCopied] = useCopiedFlag()
  const bodyId = useId()
  const size = previewFrameSize(snapshot.device)
  const previewUrl = snapshot.session?.previewUrl ?? null

  useEffect(() => {
    if (!fullScreen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullScreen(false)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [fullScreen])

  const copyLink = async () => {
    if (!previewUrl) return
    try {
      await navigator.clipboard.writeText(previewUrl)
      markCopied()
    } catch {
      notify.error('Bağlantı kopyalanamadı')
    }
  }

  return (
    <section
      aria-label="Canlı önizleme paneli"
      data-full-screen={fullScreen || undefined}
      className={
        fullScreen
          ? 'fixed inset-0 z-50 flex flex-col overflow-auto bg-white p-4 dark:bg-slate-950'
          : 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900'
      }
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">Canlı Önizleme</h2>
        <PreviewActions
          refreshing={snapshot.refreshing}
          canCopy={previewUrl !== null}
          copied={copied}
          fullScreen={fullScreen}
          hidden={hidden}
          bodyId={bodyId}
          onRefresh={() => controller.refresh()}
          onCopy={() => void copyLink()}
          onToggleFullScreen={() => setFullScreen((on) => !on)}
          onToggleHidden={() => setHidden((on) => !on)}
          onClose={onClose}
        />
      </div>
      <span role="status" className="sr-only">
        {copied ? 'Önizleme bağlantısı kopyalandı' : ''}
      </span>
      {/* Hidden, the frame stays (its document and session live on); shown again, it is as it was. */}
      <div id={bodyId} hidden={hidden}>
        <DeviceSelector device={snapshot.device} onChange={(device) => controller.setDevice(device)} />
        <div className="mt-3">
          <PreviewStage
            frameRef={frameRef}
            snapshot={snapshot}
            size={size}
            onLoad={() => controller.frameLoaded()}
            onError={() => controller.frameFailed()}
            onRetry={() => controller.refresh()}
          />
        </div>
        <PreviewStatusBar
          device={snapshot.device}
          size={size}
          expiresAt={snapshot.session?.expiresAt ?? null}
        />
      </div>
    </section>
  )
}
