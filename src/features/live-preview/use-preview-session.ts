// Binds a PreviewSessionController to the panel: one per mount, opened on mount and closed on unmount,
// told about the page going away, about new sources and about what the frame says. Messages count only
// when they come from this panel's frame (its contentWindow); anything else on the page is ignored.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { RefObject } from 'react'
import type { PreviewDevice } from '../../../api/preview/preview.shared'
// The patch protocol's message names, from the preview document's own script.
import { PREVIEW_MESSAGES } from '../../../api/preview/preview.shared'
import { ApiError } from '../../lib/api-client'
import {
  CREATE_PREVIEW_FAILED,
  createPreviewSession,
  deletePreviewSession,
  deletePreviewSessionOnExit,
  isSessionGone,
  updatePreviewSession,
} from '../../lib/data/preview'
import type { PreviewSourceInput } from '../../lib/data/preview'
import { PreviewSessionController } from './preview-session-controller'
import type { PreviewApi, PreviewSnapshot } from './preview-session-controller'

const previewApi: PreviewApi = {
  create: createPreviewSession,
  update: updatePreviewSession,
  remove: deletePreviewSession,
  removeOnExit: deletePreviewSessionOnExit,
  isGone: isSessionGone,
  failureMessage: (error) =>
    error instanceof ApiError && error.message ? error.message : CREATE_PREVIEW_FAILED,
}

const messageType = (data: unknown): unknown =>
  typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined

export function usePreviewSession(
  frame: RefObject<HTMLIFrameElement | null>,
  options: {
    websiteId: string | null
    source: PreviewSourceInput | undefined
    device: PreviewDevice
    /** The frame reported a click on a link to another page of the site ('' home). */
    onNavigate?: (page: string) => void
  },
): { controller: PreviewSessionController; snapshot: PreviewSnapshot } {
  const [controller] = useState(
    () =>
      new PreviewSessionController(previewApi, {
        ...options,
        // The frame's document has an opaque origin, so '*' is the only target that reaches it; the
        // document itself accepts markup only from this app's origin.
        post: (html) => frame.current?.contentWindow?.postMessage({ type: PREVIEW_MESSAGES.html, html }, '*'),
      }),
  )
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot)
  // The section the editor is on: the frame scrolls to it whenever it shows new markup.
  const focus = useRef<string | null>(null)
  const source = options.source
  const navigate = useRef(options.onNavigate)
  useEffect(() => {
    focus.current = source?.kind === 'website' ? (source.focus ?? null) : null
    navigate.current = options.onNavigate
  }, [source, options.onNavigate])

  useEffect(() => {
    controller.open()
    const onPageHide = () => controller.pageHidden()
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) controller.pageShown()
    }
    const onMessage = (event: MessageEvent) => {
      const own = frame.current?.contentWindow
      if (!own || event.source !== own) return
      const type = messageType(event.data)
      if (type === PREVIEW_MESSAGES.ready) controller.frameReady()
      if ((type === PREVIEW_MESSAGES.ready || type === PREVIEW_MESSAGES.patched) && focus.current) {
        own.postMessage({ type: PREVIEW_MESSAGES.scrollTo, id: focus.current }, '*')
      }
      const page = (event.data as { page?: unknown }).page
      if (type === PREVIEW_MESSAGES.navigate && typeof page === 'string') navigate.current?.(page)
    }
    window.addEventListener('pagehide', onPageHide)
    window.addEventListener('pageshow', onPageShow)
    window.addEventListener('message', onMessage)
    return () => {
      window.removeEventListener('pagehide', onPageHide)
      window.removeEventListener('pageshow', onPageShow)
      window.removeEventListener('message', onMessage)
      controller.close()
    }
  }, [controller, frame])

  useEffect(() => controller.setSource(options.source), [controller, options.source])

  return { controller, snapshot }
}
