// A form's toasts: a title and a line of text, always under the form's one id, so a new toast replaces
// the last (one toast at a time per form).
import { notify } from '../../lib/toast'

export type FormToast = (kind: 'success' | 'error' | 'info', title: string, description?: string) => void

function ToastText({ title, description }: { title: string; description?: string }) {
  return (
    <span className="block">
      <strong className="block font-semibold">{title}</strong>
      {description && <span className="mt-0.5 block text-slate-600 dark:text-slate-300">{description}</span>}
    </span>
  )
}

export function formToast(id: string): FormToast {
  return (kind, title, description) =>
    notify[kind](<ToastText title={title} description={description} />, { id })
}
