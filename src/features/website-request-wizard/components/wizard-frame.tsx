// The page around the wizard: the way back to the dashboard, the title and a short lead.
import type { ReactNode } from 'react'

export function WizardFrame({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <a
        href="#/user-dashboard"
        className="inline-flex items-center gap-1 text-sm font-semibold text-blue-700 hover:underline dark:text-blue-400"
      >
        <span aria-hidden="true">←</span> Panele dön
      </a>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            Website Talebi Oluştur
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Sitenizi birkaç adımda anlatın; eksik kalanları ekibimiz sizinle birlikte tamamlar.
          </p>
        </div>
        {aside}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  )
}
