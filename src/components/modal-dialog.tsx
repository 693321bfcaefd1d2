// An accessible dialog (Headless UI: focus trap, Escape, labelled by its title) with a close button.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'
import { CloseIcon } from './icons'

const WIDTHS = { normal: 'max-w-lg', wide: 'max-w-3xl' } as const

export function ModalDialog({
  open,
  title,
  description,
  onClose,
  children,
  footer,
  width = 'normal',
}: {
  open: boolean
  title: ReactNode
  description?: ReactNode
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
  width?: keyof typeof WIDTHS
}) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-0 sm:items-center sm:p-4">
        <DialogPanel
          className={`flex max-h-[92dvh] w-full ${WIDTHS[width]} flex-col rounded-t-2xl bg-white shadow-xl sm:rounded-2xl dark:bg-slate-900`}
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 p-5 dark:border-slate-800">
            <div className="min-w-0">
              <DialogTitle className="text-lg font-bold text-slate-900 dark:text-white">{title}</DialogTitle>
              {description && (
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                  {description}
                </p>
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
          {footer && (
            <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 p-4 dark:border-slate-800">
              {footer}
            </div>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  )
}
