// The list's search box: typing updates the field at once and the URL (so the server query) once typing
// pauses; a change of the URL from outside (the header's search, back/forward) wins over the field.
import { useEffect, useRef, useState } from 'react'
import { useDebouncedValue } from '../use-debounced-value'

export const SEARCH_DEBOUNCE_MS = 300

export function DataTableSearch({
  value,
  onSearch,
  label,
  placeholder,
}: {
  /** The search text in the URL. */
  value: string
  onSearch: (value: string) => void
  label: string
  placeholder: string
}) {
  const [input, setInput] = useState(value)
  useEffect(() => setInput((current) => (current.trim() === value ? current : value)), [value])
  const debounced = useDebouncedValue(input, SEARCH_DEBOUNCE_MS)
  const lastDebounced = useRef(debounced)
  useEffect(() => {
    if (lastDebounced.current === debounced) return
    lastDebounced.current = debounced
    if (debounced.trim() !== value) onSearch(debounced.trim())
  }, [debounced, value, onSearch])
  return (
    <label className="block w-full lg:max-w-sm">
      <span className="sr-only">{label}</span>
      <input
        type="search"
        value={input}
        onChange={(event) => setInput(event.target.value)}
        placeholder={placeholder}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-blue-600 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
      />
    </label>
  )
}
