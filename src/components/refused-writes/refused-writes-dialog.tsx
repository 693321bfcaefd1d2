// 'Gönderilemeyenler': the signed-in user's writes the server refused on replay, oldest first. Loaded
// only when opened (the notice imports it lazily). docs/rules/offline-demo-and-sync.md#refused-writes
import type { RefusedWrite } from '../../../api/lib/refused-write.shared'
import { ModalDialog } from '../modal-dialog'
import { RefusedWriteItem } from './refused-write-item'
import { refusedText } from './refused-write-text'

export function RefusedWritesDialog({
  open,
  writes,
  onClose,
}: {
  open: boolean
  writes: readonly RefusedWrite[]
  onClose: () => void
}) {
  return (
    <ModalDialog open={open} title={refusedText.title} description={refusedText.lead} onClose={onClose}>
      {writes.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{refusedText.empty}</p>
      ) : (
        <ul aria-label={refusedText.title} className="space-y-4">
          {writes.map((write) => (
            <RefusedWriteItem key={write.id} write={write} />
          ))}
        </ul>
      )}
    </ModalDialog>
  )
}
