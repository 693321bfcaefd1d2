// The heading of a back-office screen: its title, one line on what it is for, and its main actions.
import type { ReactNode } from 'react'

export function AdminPageHeader({
  title,
  description,
  children,
}: {
  title: string
  description: ReactNode
  /** The screen's main actions (a "new" button, an export), at the right. */
  children?: ReactNode
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
      </div>
      {children}
    </div>
  )
}
