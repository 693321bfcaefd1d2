// The page a customer sees while the site is in maintenance mode (docs/rules/system-settings.md#maintenance-mode).
import { MAINTENANCE_MESSAGE } from '../../api/settings/maintenance.shared'
import { primaryButtonClass } from './buttons'
import { useDocumentTitle } from './use-document-title'

export function MaintenancePage({ message }: { message: string }) {
  useDocumentTitle('Bakım çalışması')
  return (
    <section
      aria-labelledby="maintenance-title"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 id="maintenance-title" className="text-3xl font-bold text-slate-900 dark:text-white">
        Bakım çalışması
      </h1>
      <p className="text-base text-slate-700 dark:text-slate-300">{message || MAINTENANCE_MESSAGE}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Sitemiz kısa bir süre için yalnızca yöneticilere açık. Anlayışınız için teşekkür ederiz.
      </p>
      <button type="button" className={primaryButtonClass} onClick={() => window.location.reload()}>
        Tekrar dene
      </button>
    </section>
  )
}
