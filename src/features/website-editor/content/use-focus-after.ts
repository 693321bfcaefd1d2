// Keeps keyboard focus where the user expects after a list changes: a moved entry keeps it (on its move
// button, or the other one once it reached an end), a new entry gets it. React moves nodes on reorder,
// and a moved node can lose focus, so the wanted element is focused after the render.
import { useCallback, useLayoutEffect, useRef } from 'react'

/** `data-focus` value of a list entry's control. */
export const focusKey = (id: string, control: string) => `${id}:${control}`

export function useFocusAfter<E extends HTMLElement>() {
  const container = useRef<E>(null)
  const wanted = useRef<string[] | null>(null)

  useLayoutEffect(() => {
    const keys = wanted.current
    const root = container.current
    if (!keys || !root) return
    wanted.current = null
    const target = keys
      .map((key) => root.querySelector<HTMLElement>(`[data-focus="${CSS.escape(key)}"]`))
      .find((element) => element && !(element as HTMLButtonElement).disabled)
    if (!target) return
    target.focus()
    // A closing dialog (Sil's confirmation) may hold the page inert a moment longer, then put the focus
    // back where it was opened from: the focus is set once more after it.
    requestAnimationFrame(() => {
      if (target.isConnected && document.activeElement !== target) target.focus()
    })
  })

  /** After the next render, focuses the first enabled element of `keys` (their `data-focus`). */
  const focusAfter = useCallback((...keys: string[]) => {
    wanted.current = keys
  }, [])

  return { container, focusAfter }
}
