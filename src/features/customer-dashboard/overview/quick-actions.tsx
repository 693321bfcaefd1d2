// Shortcuts from the overview: a new website (the wizard), a new request, the gallery, billing.
import { tabHref } from '../dashboard-tabs'

const ACTIONS = [
  { href: '#/create-website', title: 'Yeni Website', text: 'Birkaç adımda website talebi oluşturun.' },
  { href: tabHref('requests'), title: 'Yeni Talep', text: 'Değişiklik, destek, hosting veya domain talebi.' },
  { href: tabHref('gallery'), title: 'Galeri', text: 'Fotoğraf, doküman, menü ve logo yükleyin.' },
  { href: tabHref('billing'), title: 'Ödeme', text: 'Planınız, ödemeleriniz ve faturalarınız.' },
] as const

export function QuickActions() {
  return (
    <nav aria-label="Hızlı işlemler">
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {ACTIONS.map((action) => (
          <li key={action.href}>
            <a
              href={action.href}
              className="block h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-blue-400 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-blue-500 dark:hover:bg-slate-800"
            >
              <span className="font-semibold text-slate-900 dark:text-white">{action.title}</span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{action.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
