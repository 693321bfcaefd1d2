// '/' (outside a text field) or Ctrl+K / ⌘K (anywhere) puts the cursor in the header's search box.
import { useEffect } from 'react'
import type { RefObject } from 'react'

function isTyping(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
) {
  if (event.altKey) return false
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target)
}

export function useSearchShortcut(input: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || !isSearchShortcut(event)) return
      event.preventDefault()
      input.current?.focus()
      input.current?.select()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [input])
}
