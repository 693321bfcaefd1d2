// The legal status moves of one desk item, as buttons.
import type { DeskItem, DeskStatus } from '../../../api/support-desk/support-desk.shared'
import { StatusMoveButtons } from '../../components/status-move-buttons'
import { deskActionsFor } from './desk-labels'

export function DeskStatusButtons({
  item,
  busy,
  onChange,
}: {
  item: DeskItem
  busy: boolean
  onChange: (to: DeskStatus) => void
}) {
  return (
    <StatusMoveButtons moves={deskActionsFor(item)} busy={busy} onChange={onChange} context={item.title} />
  )
}
