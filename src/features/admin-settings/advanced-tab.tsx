// Placeholder of the advanced tab on this branch: the backups, jobs and Clear Database tab comes from
// another slice (src/features/admin-settings/advanced-tab.tsx there replaces this file).
export function AdvancedTab() {
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      Bu bölümdeki ayarlar sistemin çalışmasını doğrudan etkiler. Değişiklik yapmadan önce yedek alın.
    </div>
  )
}
