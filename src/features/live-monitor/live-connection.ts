// How the live monitor names the admin stream's state.
import type { LiveStreamState } from '../../lib/live-stream'

export const LIVE_CONNECTION_TEXT: Readonly<Record<LiveStreamState, string>> = {
  open: 'Canlı bağlantı açık',
  connecting: 'Bağlanıyor…',
  down: 'Canlı bağlantı kesildi; veriler düzenli aralıklarla yenileniyor',
  closed: 'Canlı bağlantı kapalı',
}

export const LIVE_CONNECTION_DOT: Readonly<Record<LiveStreamState, string>> = {
  open: 'bg-emerald-500',
  connecting: 'bg-amber-500',
  down: 'bg-red-500',
  closed: 'bg-slate-400',
}
