// The back-office menu on small screens: a Headless UI dialog sliding in from the left (focus trap,
// Escape and a click outside close it; focus returns to the menu button).
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { CloseIcon } from '../../components/icons'
import type { SessionUser } from '../../lib/session'
import { AdminSidebar } from './admin-sidebar'

export function AdminMobileSidebar({
  user,
  open,
  onClose,
}: {
  user: SessionUser
  open: boolean
  onClose: () => void
}) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 lg:hidden">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/40 transition-opacity duration-200 ease-out data-closed:opacity-0"
      />
      <DialogPanel
        transition
        className="fixed inset-y-0 left-0 flex w-full max-w-xs flex-col gap-5 overflow-y-auto bg-white p-5 shadow-xl transition-transform duration-200 ease-out data-closed:-translate-x-full motion-reduce:transition-none dark:bg-slate-900"
      >
        <div className="flex items-center justify-between">
          <DialogTitle className="text-lg font-bold text-slate-900 dark:text-white">
            Yönetim Paneli
          </DialogTitle>
          <button
            type="button"
            aria-label="Menüyü kapat"
            onClick={onClose}
            className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <AdminSidebar onNavigate={onClose} />
        <p className="mt-auto border-t border-slate-200 pt-4 text-sm dark:border-slate-700">
          <span className="block font-semibold text-slate-900 dark:text-white">{user.name}</span>
          <span className="block truncate text-slate-600 dark:text-slate-400">{user.email}</span>
        </p>
      </DialogPanel>
    </Dialog>
  )
}
