// A save refused because the website was saved after this form started: the saved website and this form
// side by side, field by field, and the choice — keep my changes (saved over the newer version,
// knowingly) or take the saved website (my changes go). Nothing is overwritten silently.
import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react'
import { primaryButtonClass, secondaryButtonClass } from '../../../components/buttons'
import { conflictRows } from '../edit-conflict'
import { formFromWebsite } from '../edit-form'
import type { WebsiteEditForm } from '../edit-form'
import type { SaveConflict } from '../hooks/use-save-website'

export function SaveConflictDialog({
  conflict,
  form,
  onKeepMine,
  onTakeSaved,
  onClose,
}: {
  conflict: SaveConflict | null
  form: WebsiteEditForm
  onKeepMine: (conflict: SaveConflict) => void
  onTakeSaved: (conflict: SaveConflict) => void
  onClose: () => void
}) {
  const rows = conflict ? conflictRows(formFromWebsite(conflict.saved), form) : []
  return (
    <Dialog open={conflict !== null} onClose={onClose} role="alertdialog" className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="flex max-h-full w-full max-w-2xl flex-col rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <DialogTitle className="text-lg font-bold text-slate-900 dark:text-white">
            Website siz düzenlerken kaydedildi
          </DialogTitle>
          <Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {conflict?.message}
          </Description>
          <div className="mt-4 min-h-0 overflow-y-auto">
            {rows.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Metin alanlarında fark yok; görseller değişmiş olabilir.
              </p>
            ) : (
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Farklı alanlar</caption>
                <thead className="text-xs text-slate-600 dark:text-slate-400">
                  <tr>
                    <th scope="col" className="py-1 pr-3 font-medium">
                      Alan
                    </th>
                    <th scope="col" className="py-1 pr-3 font-medium">
                      Kaydedilmiş
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      Sizin değişikliğiniz
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 align-top dark:divide-slate-800">
                  {rows.map((row) => (
                    <tr key={row.field}>
                      <th scope="row" className="py-2 pr-3 font-medium text-slate-900 dark:text-slate-100">
                        {row.label}
                      </th>
                      <td className="py-2 pr-3 break-words text-slate-700 dark:text-slate-300">
                        {row.saved}
                      </td>
                      <td className="py-2 break-words text-slate-900 dark:text-slate-100">{row.mine}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => conflict && onTakeSaved(conflict)}
            >
              Kaydedilmiş hâli kullan
            </button>
            <button
              type="button"
              autoFocus
              className={primaryButtonClass}
              onClick={() => conflict && onKeepMine(conflict)}
            >
              Benim değişikliklerimi kaydet
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
