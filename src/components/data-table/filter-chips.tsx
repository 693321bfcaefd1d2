// One filter as a row of toggle chips ("Tümü" first); the pressed chip is the value in the URL.
const chipClass =
  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600'
const chipIdle =
  'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
const chipActive =
  'border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-500 dark:text-slate-950'

export function FilterChips<T extends string>({
  label,
  options,
  value,
  onChange,
  allLabel = 'Tümü',
}: {
  label: string
  options: readonly { value: T; label: string }[]
  value: T | undefined
  onChange: (value: T | undefined) => void
  allLabel?: string
}) {
  const chips = [{ value: undefined, label: allLabel }, ...options]
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const active = chip.value === value
        return (
          <button
            key={chip.label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(chip.value)}
            className={`${chipClass} ${active ? chipActive : chipIdle}`}
          >
            {chip.label}
          </button>
        )
      })}
    </div>
  )
}
