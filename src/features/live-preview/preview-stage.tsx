// The frame at the device's size, drawn scaled, with its loading and error states over it. The frame is
// sandboxed without allow-same-origin (its document has an opaque origin: it cannot read this app's
// storage, cookies or DOM) and sends no referrer. A demo session's document gets the same sandbox from
// its policy header instead (docs/decisions/0011-preview-isolation.md).
import type { Ref } from 'react'
import { smallButtonClass } from '../../components/form-styles'
import type { PreviewFrameSize } from './preview-frame-size'
import type { PreviewSnapshot } from './preview-session-controller'

export const PREVIEW_FRAME_TITLE = 'Canlı önizleme'
const SANDBOX = 'allow-scripts allow-forms allow-popups'

export function PreviewStage(props: {
  frameRef: Ref<HTMLIFrameElement>
  snapshot: PreviewSnapshot
  size: PreviewFrameSize
  onLoad: () => void
  onError: () => void
  onRetry: () => void
}) {
  const { frame, status, error } = props.snapshot
  const { width, height, scale, shownWidth, shownHeight } = props.size
  return (
    // Wider than the panel on a narrow screen: it scrolls, and the keyboard can scroll it too.
    <div
      role="group"
      aria-label="Önizleme alanı"
      tabIndex={0}
      className="overflow-auto rounded-xl bg-slate-100 p-3 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none dark:bg-slate-800"
    >
      <div
        className="relative mx-auto overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200 dark:ring-slate-700"
        style={{ width: shownWidth, height: shownHeight }}
        data-testid="preview-stage"
      >
        {frame && (
          <iframe
            key={frame.load}
            ref={props.frameRef}
            src={frame.url}
            title={PREVIEW_FRAME_TITLE}
            sandbox={frame.sandboxed ? SANDBOX : undefined}
            referrerPolicy="no-referrer"
            width={width}
            height={height}
            onLoad={props.onLoad}
            onError={props.onError}
            className="absolute top-0 left-0 origin-top-left border-0 bg-white"
            style={{ width, height, transform: `scale(${scale})` }}
          />
        )}
        {status === 'loading' && (
          <div className="absolute inset-0 flex items-center justify-center bg-white/80 dark:bg-slate-900/80">
            <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-blue-700 border-t-transparent motion-reduce:animate-none dark:border-blue-400 dark:border-t-transparent"
              />
              Önizleme yükleniyor…
            </p>
          </div>
        )}
        {status === 'error' && (
          <div
            role="alert"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white p-6 text-center dark:bg-slate-900"
          >
            <h3 className="text-base font-semibold text-slate-900 dark:text-white">Önizleme Yüklenemedi</h3>
            <p className="text-sm text-slate-700 dark:text-slate-300">{error}</p>
            <button type="button" onClick={props.onRetry} className={smallButtonClass}>
              Tekrar Dene
            </button>
          </div>
        )}
      </div>
    </div>
  )
}
