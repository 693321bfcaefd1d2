// The date range: presets (7, 30, 90 days up to today) as toggle chips, and a custom from–to pair
// applied with a button. The server checks the range again (at most 2 years, from before to).
import { useEffect, useState, type FormEvent } from 'react'
import { FilterChips } from '../../components/data-table/filter-chips'
import { inputClass } from '../../components/form-styles'
import { secondaryButtonClass } from '../../components/buttons'
import { RANGE_PRESETS, presetOf, presetRange } from './analytics-range'

const PRESET_CHIPS = RANGE_PRESETS.map((days) => ({ value: String(days), label: `Son ${days} gün` }))

export function RangePicker({
  range,
  onChange,
}: {
  range: { from: string; to: string }
  onChange: (range: { from: string; to: string }) => void
}) {
  const [from, setFrom] = useState(range.from)
  const [to, setTo] = useState(range.to)
  useEffect(() => {
    setFrom(range.from)
    setTo(range.to)
  }, [range.from, range.to])
  const preset = presetOf(range)
  const invalid = !from || !to || from > to

  function apply(event: FormEvent) {
    event.preventDefault()
    if (!invalid) onChange({ from, to })
  }

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <FilterChips
        label="Hazır tarih aralıkları"
        options={PRESET_CHIPS}
        value={preset === null ? undefined : String(preset)}
        allLabel="Özel"
        onChange={(value) => value && onChange(presetRange(Number(value)))}
      />
      <form onSubmit={apply} className="flex flex-wrap items-end gap-2" aria-label="Özel tarih aralığı">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800 dark:text-slate-200">
          Başlangıç
          <input
            type="date"
            className={inputClass}
            value={from}
            max={to}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800 dark:text-slate-200">
          Bitiş
          <input
            type="date"
            className={inputClass}
            value={to}
            min={from}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        <button type="submit" className={secondaryButtonClass} disabled={invalid}>
          Uygula
        </button>
      </form>
    </div>
  )
}
