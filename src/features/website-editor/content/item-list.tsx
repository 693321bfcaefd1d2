// A list of items inside a section (services, members, plans, questions …): each item's fields, moved up
// or down, removed; 'ekle' at the end up to the limit. Focus stays on a moved item's button.
import { useId } from 'react'
import type { ReactNode } from 'react'
import { hintClass, smallButtonClass } from '../../../components/form-styles'
import { moveById } from './section-list'
import { focusKey, useFocusAfter } from './use-focus-after'

export function ItemList<T extends { id: string }>({
  legend,
  items,
  max,
  itemName,
  addLabel,
  create,
  onChange,
  children,
}: {
  legend: string
  items: readonly T[]
  max: number
  /** The item's name in button labels ('2. hizmet: Saç kesimi'). */
  itemName: (item: T, index: number) => string
  addLabel: string
  create: () => T
  onChange: (items: T[]) => void
  children: (item: T, update: (next: T) => void, index: number) => ReactNode
}) {
  const { container, focusAfter } = useFocusAfter<HTMLFieldSetElement>()
  const addKey = focusKey(useId(), 'add')
  const full = items.length >= max
  const move = (id: string, direction: -1 | 1) => {
    const [same, other] = direction < 0 ? ['up', 'down'] : ['down', 'up']
    focusAfter(focusKey(id, same), focusKey(id, other))
    onChange(moveById(items, id, direction))
  }
  const remove = (index: number) => {
    const next = items[index + 1] ?? items[index - 1]
    focusAfter(...(next ? [focusKey(next.id, 'remove')] : []), addKey)
    onChange(items.filter((_, at) => at !== index))
  }
  const add = () => {
    const item = create()
    focusAfter(focusKey(item.id, 'first'))
    onChange([...items, item])
  }
  return (
    <fieldset ref={container} className="min-w-0 space-y-3">
      <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{legend}</legend>
      {items.length > 0 && (
        <ol className="space-y-3">
          {items.map((item, index) => {
            const name = itemName(item, index)
            return (
              <li
                key={item.id}
                aria-label={name}
                className="min-w-0 space-y-3 rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-slate-700"
              >
                <p
                  tabIndex={-1}
                  data-focus={focusKey(item.id, 'first')}
                  className="text-sm font-semibold break-words text-slate-800 outline-none dark:text-slate-200"
                >
                  {name}
                </p>
                {children(
                  item,
                  (next) => onChange(items.map((old) => (old.id === item.id ? next : old))),
                  index,
                )}
                <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
                  <button
                    type="button"
                    className={smallButtonClass}
                    disabled={index === 0}
                    data-focus={focusKey(item.id, 'up')}
                    aria-label={`Yukarı taşı: ${name}`}
                    onClick={() => move(item.id, -1)}
                  >
                    ↑ Yukarı
                  </button>
                  <button
                    type="button"
                    className={smallButtonClass}
                    disabled={index === items.length - 1}
                    data-focus={focusKey(item.id, 'down')}
                    aria-label={`Aşağı taşı: ${name}`}
                    onClick={() => move(item.id, 1)}
                  >
                    ↓ Aşağı
                  </button>
                  <button
                    type="button"
                    className={smallButtonClass}
                    data-focus={focusKey(item.id, 'remove')}
                    aria-label={`Sil: ${name}`}
                    onClick={() => remove(index)}
                  >
                    Sil
                  </button>
                </div>
              </li>
            )
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={smallButtonClass} disabled={full} data-focus={addKey} onClick={add}>
          {addLabel}
        </button>
        <span className={`${hintClass} mt-0`}>
          {items.length}/{max}
        </span>
      </div>
    </fieldset>
  )
}
