// A row that scrolls sideways (the dashboards' tab bar) on a screen too narrow for it: which edges hide
// more (a fading mask on that side, as phone apps show it), and the selected item scrolled into view,
// at once rather than smoothly, so the page never waits on an animation.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { CSSProperties, RefObject } from 'react'

/** 'start', 'end', 'both' or 'none': the sides with more to scroll to. */
export type BarOverflow = 'none' | 'start' | 'end' | 'both'

const FADE = '2.5rem'
const MASKS: Readonly<Record<BarOverflow, string | undefined>> = {
  none: undefined,
  start: `linear-gradient(to right, transparent, #000 ${FADE})`,
  end: `linear-gradient(to left, transparent, #000 ${FADE})`,
  both: `linear-gradient(to right, transparent, #000 ${FADE}, #000 calc(100% - ${FADE}), transparent)`,
}

export function overflowOf(scrollLeft: number, clientWidth: number, scrollWidth: number): BarOverflow {
  const start = scrollLeft > 1
  const end = scrollLeft + clientWidth < scrollWidth - 1
  return start && end ? 'both' : start ? 'start' : end ? 'end' : 'none'
}

/** `items`: the row's items by key (filled by their ref callbacks); `selectedKey`: the one to show. */
export function useScrollableBar<K>(items: RefObject<Map<K, HTMLElement>>, selectedKey: K | undefined) {
  const ref = useRef<HTMLDivElement>(null)
  const [overflow, setOverflow] = useState<BarOverflow>('none')

  const measure = useCallback(() => {
    const bar = ref.current
    if (bar) setOverflow(overflowOf(bar.scrollLeft, bar.clientWidth, bar.scrollWidth))
  }, [])

  // The selected item, whole and clear of the fades, whenever the selection changes.
  useLayoutEffect(() => {
    const bar = ref.current
    const selected = selectedKey === undefined ? undefined : items.current.get(selectedKey)
    if (!bar || !selected) return
    const outer = bar.getBoundingClientRect()
    const inner = selected.getBoundingClientRect()
    if (inner.left < outer.left + 40 || inner.right > outer.right - 40) {
      bar.scrollLeft += inner.left - outer.left - (outer.width - inner.width) / 2
    }
    measure()
  }, [items, selectedKey, measure])

  useEffect(() => {
    const bar = ref.current
    if (!bar || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(bar)
    return () => observer.disconnect()
  }, [measure])

  const mask = MASKS[overflow]
  const style: CSSProperties | undefined = mask ? { maskImage: mask, WebkitMaskImage: mask } : undefined
  return { ref, overflow, style, measure }
}
