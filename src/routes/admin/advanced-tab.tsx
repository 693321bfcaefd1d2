import { createFileRoute } from '@tanstack/react-router'
import { AdvancedTab } from '../../features/admin-settings/advanced-tab'

// Temporary test page of the settings screen's advanced tab until the settings screen mounts it; then
// this route goes and tests/e2e/admin-advanced-tab.spec.ts opens the tab on /admin/settings instead.
export const Route = createFileRoute('/admin/advanced-tab')({
  component: AdvancedTabPage,
})

function AdvancedTabPage() {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">Gelişmiş</h1>
      <AdvancedTab />
    </div>
  )
}
