// A short, readable name of the device a session was opened on ('Chrome · Linux'), from its
// User-Agent. Only for people reading their sessions list: never a security decision.

export const UNKNOWN_DEVICE = 'Bilinmeyen cihaz'
const UNKNOWN_BROWSER = 'Bilinmeyen tarayıcı'

// Order matters: Edge and Opera also say Chrome; Chrome also says Safari; Android also says Linux.
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//i, 'curl'],
]

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

const first = (ua: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(ua))?.[1] ?? null

export function deviceName(userAgent: string | null | undefined): string {
  const ua = userAgent?.trim()
  if (!ua) return UNKNOWN_DEVICE
  const browser = first(ua, BROWSERS)
  const system = first(ua, SYSTEMS)
  if (!browser && !system) return UNKNOWN_DEVICE
  return system ? `${browser ?? UNKNOWN_BROWSER} · ${system}` : (browser ?? UNKNOWN_BROWSER)
}
