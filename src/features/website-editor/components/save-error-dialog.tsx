// Why a save did not go through: the server's reason or the connection error, as an alert dialog.
// Closing it returns to the form exactly as it was.
import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react'
import { primaryButtonClass } from '../../../components/buttons'

export function SaveErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Dialog open={message !== null} onClose={onClose} role="alertdialog" className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <DialogTitle className="text-lg font-bold text-slate-900 dark:text-white">
            Kaydedilemedi
          </DialogTitle>
          <Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">{message}</Description>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Yaptığınız değişiklikler formda duruyor; düzeltip yeniden kaydedebilirsiniz.
          </p>
          <div className="mt-5 flex justify-end">
            <button type="button" autoFocus className={primaryButtonClass} onClick={onClose}>
              Tamam
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
