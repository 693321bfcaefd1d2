// The admin shell keeps the admin's stream open while it is mounted (docs/rules/live-updates.md#the-client):
// the desk and the dashboards refresh within a second of a change, and 'Canlı İzleme' lists what arrived.
import { useEffect } from 'react'
import { useLiveUpdates } from '../../lib/data/live'
import { collectLiveActivity } from './live-activity-store'

export function useAdminLive(userId: string | null): void {
  useEffect(() => collectLiveActivity(), [])
  useLiveUpdates('admin', userId)
}
