// The status bar's "time left" of a preview session.
const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/** 'Süresi doldu' once past; otherwise 'Xs Ydk kaldı' with hours left, or 'Ydk kaldı'. */
export function expiryText(expiresAt: number, now: number): string {
  const left = expiresAt - now
  if (!(left > 0)) return 'Süresi doldu'
  const hours = Math.floor(left / HOUR_MS)
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS)
  return hours > 0 ? `${hours}s ${minutes}dk kaldı` : `${minutes}dk kaldı`
}
