// The frame of the sign-in screens: a centred card with a title and a short lead.
import type { ReactNode } from 'react'

export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string
  lead?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      {lead && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{lead}</p>}
      <div className="mt-6">{children}</div>
    </div>
  )
}

export function AuthLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <section
      className={`mx-auto grid w-full gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:px-8 ${aside ? 'max-w-5xl lg:grid-cols-2' : 'max-w-md'}`}
    >
      <div>{children}</div>
      {aside}
    </section>
  )
}

export const linkClass = 'font-semibold text-blue-700 hover:underline dark:text-blue-400'

export function FormMessage({
  message,
  tone = 'error',
}: {
  message: string | null
  tone?: 'error' | 'success' | 'info'
}) {
  if (!message) return null
  const tones = {
    error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200',
    success:
      'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-200',
    info: 'border-blue-200 bg-blue-50 text-blue-800 dark:border-blue-900 dark:bg-blue-950/50 dark:text-blue-200',
  }
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-3 py-2 text-sm ${tones[tone]}`}
    >
      {message}
    </p>
  )
}
