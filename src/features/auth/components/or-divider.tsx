export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs text-slate-500 dark:text-slate-400" aria-hidden="true">
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      veya
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
    </div>
  )
}
