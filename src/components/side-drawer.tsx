// A panel that slides in from the right for a record's details (Headless UI dialog: focus trap,
// Escape, labelled by its title). Full width on phones.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'
import { CloseIcon } from './icons'

export function SideDrawer({
  open,
  title,
  description,
  onClose,
  children,
}: {
  open: boolean
  title: ReactNode
  description?: ReactNode
  onClose: () => void
  children: ReactNode
}) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-y-0 right-0 flex w-full max-w-xl">
        <DialogPanel className="flex w-full flex-col bg-white shadow-xl dark:bg-slate-900">
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 p-5 dark:border-slate-800">
            <div className="min-w-0">
              <DialogTitle className="text-lg font-bold text-slate-900 dark:text-white">{title}</DialogTitle>
              {description && (
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
              )}
            </div>
            <button
              type="button"
              aria-label="Kapat"
              onClick={onClose}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <CloseIcon className="size-6" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto p-5">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
