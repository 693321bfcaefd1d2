// The wizard's toasts: a title and a line of text, always under one id so a new one replaces the
// last (only one toast at a time in the wizard area).
import { notify } from '../../../lib/toast'

export const WIZARD_TOAST_ID = 'website-request-wizard'

function ToastText({ title, description }: { title: string; description?: string }) {
  return (
    <span className="block">
      <strong className="block font-semibold">{title}</strong>
      {description && <span className="mt-0.5 block text-slate-600 dark:text-slate-300">{description}</span>}
    </span>
  )
}

export function wizardToast(kind: 'success' | 'error' | 'info', title: string, description?: string): void {
  notify[kind](<ToastText title={title} description={description} />, { id: WIZARD_TOAST_ID })
}
