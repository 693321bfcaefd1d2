// The 'Kampanyalar' tab: a stand-in so the screen compiles; the campaigns slice replaces this file.
export function CampaignsTab() {
  return <p className="text-sm text-slate-600 dark:text-slate-400">Kampanyalar yakında burada.</p>
}
