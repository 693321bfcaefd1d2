// The admin header's live tools: 'Canlı İzleme' and the bell. Mounted with the shell, they keep the
// admin's stream open for as long as the shell is (docs/rules/live-updates.md#the-client).
import type { ReactNode } from 'react'
import { AdminBell } from './admin-bell'
import { LiveMonitorButton } from './live-monitor-button'
import { useAdminLive } from './use-admin-live'

export function AdminLiveTools({
  iconButtonClass,
  bellIcon,
  userId,
}: {
  iconButtonClass: string
  bellIcon: ReactNode
  userId: string
}) {
  useAdminLive(userId)
  return (
    <>
      <LiveMonitorButton className={iconButtonClass} />
      <AdminBell className={iconButtonClass} icon={bellIcon} />
    </>
  )
}
