import { describe, expect, it } from 'vitest'
import {
  PREVIEW_MESSAGES,
  PREVIEW_NAVIGATE,
  PREVIEW_SCROLL_TO,
  previewOrigin,
  previewPatchScript,
} from './preview-patch-script'

const APP = 'https://app.sitekur.example'

interface Posted {
  message: unknown
  targetOrigin: string
}

/** A parsed document as the fake DOMParser returns it. */
function parsedDocument(html: string) {
  return {
    title: `title of ${html}`,
    documentElement: { getAttribute: (name: string) => (name === 'lang' ? 'ar' : 'rtl') },
    querySelector: () => ({ textContent: `style of ${html}` }),
    body: { childNodes: [`node of ${html}`] },
  }
}

/** Runs the script against a minimal window and document; returns what it did. */
function runScript(
  appOrigin: string | undefined,
  options: { framed?: boolean; readyState?: string; reducedMotion?: boolean } = {},
) {
  const posted: Posted[] = []
  const listeners: Record<string, (event: unknown) => void> = {}
  const parent = {
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
  }
  const attributes: Record<string, string> = {}
  const scrolledTo: [number, number][] = []
  const style = { textContent: 'old style' }
  const body = {
    children: ['old node'] as unknown[],
    replaceChildren: (...nodes: unknown[]) => void (body.children = nodes),
  }
  const documentListeners: Record<string, (event?: unknown) => void> = {}
  const scrolledIntoView: { id: string; options: unknown }[] = []
  const section = (id: string) => ({
    scrollIntoView: (scrollOptions: unknown) => void scrolledIntoView.push({ id, options: scrollOptions }),
  })
  const fakeDocument = {
    getElementById: (id: string) => (id === 's-hero-1' ? section(id) : null),
    readyState: options.readyState ?? 'complete',
    title: 'old title',
    documentElement: { setAttribute: (name: string, value: string) => void (attributes[name] = value) },
    querySelector: () => style,
    body,
    addEventListener: (type: string, listener: (event?: unknown) => void) =>
      void (documentListeners[type] = listener),
  }
  const fakeWindow: Record<string, unknown> = {
    scrollX: 0,
    scrollY: 640,
    scrollTo: (x: number, y: number) => scrolledTo.push([x, y]),
    matchMedia: (query: string) => ({
      matches: query.includes('prefers-reduced-motion') && options.reducedMotion === true,
    }),
    addEventListener: (type: string, listener: (event: unknown) => void) => void (listeners[type] = listener),
  }
  fakeWindow.parent = options.framed === false ? fakeWindow : parent
  class FakeDOMParser {
    parseFromString(html: string) {
      return parsedDocument(html)
    }
  }
  new Function('window', 'document', 'DOMParser', previewPatchScript(appOrigin))(
    fakeWindow,
    fakeDocument,
    FakeDOMParser,
  )
  const send = (event: { source: unknown; origin: string; data: unknown }) => listeners.message?.(event)
  return {
    posted,
    send,
    parent,
    fakeWindow,
    fakeDocument,
    style,
    body,
    attributes,
    scrolledTo,
    scrolledIntoView,
    documentListeners,
  }
}

/** A click on an element inside (or outside) a page link. */
const click = (page: string | null) => {
  const prevented: boolean[] = []
  const link = page === null ? null : { getAttribute: () => page }
  return {
    event: { target: { closest: () => link }, preventDefault: () => prevented.push(true) },
    prevented,
  }
}

const htmlMessage = { type: PREVIEW_MESSAGES.html, html: 'NEW' }

describe('the preview patch script', () => {
  it('tells the parent it is ready, addressed to the app origin only', () => {
    const { posted } = runScript(APP)
    expect(posted).toEqual([{ message: { type: 'sitekur-preview:ready' }, targetOrigin: APP }])
  })

  it('waits for the document to be parsed before saying so', () => {
    const run = runScript(APP, { readyState: 'loading' })
    expect(run.posted).toEqual([])
    run.documentListeners.DOMContentLoaded?.()
    expect(run.posted).toHaveLength(1)
  })

  it('replaces style, title, lang/dir and body from the parent at the app origin, keeping the scroll position', () => {
    const run = runScript(APP)
    run.send({ source: run.parent, origin: APP, data: htmlMessage })
    expect(run.style.textContent).toBe('style of NEW')
    expect(run.fakeDocument.title).toBe('title of NEW')
    expect(run.attributes).toEqual({ lang: 'ar', dir: 'rtl' })
    expect(run.body.children).toEqual(['node of NEW'])
    expect(run.scrolledTo).toEqual([[0, 640]])
    expect(run.posted.at(-1)).toEqual({ message: { type: 'sitekur-preview:patched' }, targetOrigin: APP })
  })

  it('ignores messages from another origin, another window, or of another shape', () => {
    const run = runScript(APP)
    run.send({ source: run.parent, origin: 'https://evil.example', data: htmlMessage })
    run.send({ source: {}, origin: APP, data: htmlMessage })
    run.send({ source: run.parent, origin: APP, data: { type: 'other', html: 'NEW' } })
    run.send({ source: run.parent, origin: APP, data: { type: PREVIEW_MESSAGES.html, html: 42 } })
    run.send({ source: run.parent, origin: APP, data: null })
    expect(run.body.children).toEqual(['old node'])
    expect(run.posted).toHaveLength(1)
  })

  it('does nothing at all without a valid app origin, or outside a frame', () => {
    for (const origin of [
      undefined,
      '*',
      'javascript:alert(1)',
      'https://app.example/path',
      '"};alert(1);//',
    ]) {
      const run = runScript(origin)
      run.send({ source: run.parent, origin: origin ?? '', data: htmlMessage })
      expect(run.posted, String(origin)).toEqual([])
      expect(run.body.children).toEqual(['old node'])
    }
    expect(runScript(APP, { framed: false }).posted).toEqual([])
  })

  it('accepts bare http(s) origins only', () => {
    expect(previewOrigin('http://localhost:5173')).toBe('http://localhost:5173')
    expect(previewOrigin('https://App.Example.com')).toBe('https://app.example.com')
    expect(previewOrigin('https://app.example.com/')).toBeNull()
    expect(previewOrigin('https://a.example</script>')).toBeNull()
  })

  it('contains no closing script tag, whatever the origin', () => {
    expect(previewPatchScript('https://a.example</script><script>alert(1)</script>')).not.toContain(
      '</script',
    )
  })

  it('scrolls the section the panel names into view, smoothly unless motion is reduced', () => {
    const run = runScript(APP)
    run.send({ source: run.parent, origin: APP, data: { type: PREVIEW_SCROLL_TO, id: 'hero-1' } })
    expect(run.scrolledIntoView).toEqual([
      { id: 's-hero-1', options: { behavior: 'smooth', block: 'start' } },
    ])
    const still = runScript(APP, { reducedMotion: true })
    still.send({ source: still.parent, origin: APP, data: { type: PREVIEW_SCROLL_TO, id: 'hero-1' } })
    expect(still.scrolledIntoView[0]?.options).toEqual({ behavior: 'auto', block: 'start' })
  })

  it('ignores a scroll request from elsewhere, of another shape, or for a missing section', () => {
    const run = runScript(APP)
    run.send({
      source: run.parent,
      origin: 'https://evil.example',
      data: { type: PREVIEW_SCROLL_TO, id: 'hero-1' },
    })
    run.send({ source: {}, origin: APP, data: { type: PREVIEW_SCROLL_TO, id: 'hero-1' } })
    run.send({ source: run.parent, origin: APP, data: { type: PREVIEW_SCROLL_TO, id: 7 } })
    run.send({ source: run.parent, origin: APP, data: { type: PREVIEW_SCROLL_TO, id: 'yok' } })
    expect(run.scrolledIntoView).toEqual([])
    expect(run.body.children).toEqual(['old node'])
  })

  it('keeps page links from navigating and tells the panel which page was asked for', () => {
    const run = runScript(APP)
    const { event, prevented } = click('hakkimizda')
    run.documentListeners.click?.(event)
    expect(prevented).toEqual([true])
    expect(run.posted.at(-1)).toEqual({
      message: { type: PREVIEW_NAVIGATE, page: 'hakkimizda' },
      targetOrigin: APP,
    })
    const other = click(null)
    run.documentListeners.click?.(other.event)
    expect(other.prevented).toEqual([])
  })
})
