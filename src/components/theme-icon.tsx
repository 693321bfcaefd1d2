import type { ThemePreference } from '../lib/theme'
import { MonitorIcon, MoonIcon, SunIcon } from './icons'

export function ThemeIcon({ preference, className }: { preference: ThemePreference; className?: string }) {
  if (preference === 'light') return <SunIcon className={className} />
  if (preference === 'dark') return <MoonIcon className={className} />
  return <MonitorIcon className={className} />
}
