// The drawer's controls of one item: status moves, the assignee (admins) and the priority.
import { useId } from 'react'
import type { DeskItem, DeskPatch, DeskPriority } from '../../../api/support-desk/support-desk.shared'
import { inputClass, labelClass } from '../../components/form-styles'
import { useDeskAssignees } from '../../lib/data/support-desk'
import { priorityLabel } from '../../lib/status-labels'
import { prioritiesOf } from './desk-labels'
import { DeskStatusButtons } from './desk-status-buttons'

export function DeskItemControls({
  item,
  busy,
  onChange,
}: {
  item: DeskItem
  busy: boolean
  onChange: (patch: DeskPatch) => void
}) {
  const id = useId()
  const admins = useDeskAssignees().data ?? []
  return (
    <div className="flex flex-col gap-4">
      <DeskStatusButtons item={item} busy={busy} onChange={(status) => onChange({ status })} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-assignee`} className={labelClass}>
            Atanan yönetici
          </label>
          <select
            id={`${id}-assignee`}
            className={inputClass}
            disabled={busy}
            value={item.assignee?.id ?? ''}
            onChange={(e) => onChange({ assigneeId: e.target.value || null })}
          >
            <option value="">Atanmamış</option>
            {item.assignee && !admins.some((admin) => admin.id === item.assignee?.id) && (
              <option value={item.assignee.id}>{item.assignee.name}</option>
            )}
            {admins.map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.name} ({admin.email})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-priority`} className={labelClass}>
            Öncelik
          </label>
          <select
            id={`${id}-priority`}
            className={inputClass}
            disabled={busy}
            value={item.priority}
            onChange={(e) => onChange({ priority: e.target.value as DeskPriority })}
          >
            {prioritiesOf(item).map((priority) => (
              <option key={priority} value={priority}>
                {priorityLabel(priority)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  )
}
