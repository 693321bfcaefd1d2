// The full dashboard's tabs; the selected one lives in the URL (?tab=…, parsed by the route).
import { z } from 'zod'

export const CUSTOMER_TABS = [
  'overview',
  'websites',
  'messages',
  'requests',
  'gallery',
  'billing',
  'profile',
] as const
export const customerTabSchema = z.enum(CUSTOMER_TABS)
export type CustomerTab = z.infer<typeof customerTabSchema>

export const CUSTOMER_TAB_LABELS: Readonly<Record<CustomerTab, string>> = {
  overview: 'Genel Bakış',
  websites: 'Web Sitelerim',
  messages: 'Mesajlar',
  requests: 'Taleplerim',
  gallery: 'Galeri',
  billing: 'Ödeme',
  profile: 'Profil',
}

/** The in-app link to a tab (the overview is the bare path). */
export function tabHref(tab: CustomerTab): string {
  return tab === 'overview' ? '#/user-dashboard' : `#/user-dashboard?tab=${tab}`
}

/** What a screen reader hears for a tab's count of unread messages. */
export const unreadBadgeText = (count: number) => `${count} okunmamış`
