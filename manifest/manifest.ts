import type { ManifestOptions } from 'vite-plugin-pwa'

// The web app manifest. start_url and scope are "/" so that hash routes (#/login …) stay in scope;
// `id` pins the app's identity so a later start_url change does not create a second installation.
// Icons are rendered from manifest/icon.svg and manifest/icon-maskable.svg by scripts/generate-icons.mjs.
const shortcutIcons = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }]

export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'SiteKur',
  short_name: 'sitekur',
  description: 'SiteKur — web sitenizi 24 saatte tasarlayıp yayınlayan yönetilen web sitesi hizmeti.',
  lang: 'tr',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  display_override: ['standalone', 'minimal-ui'],
  orientation: 'any',
  theme_color: '#0f172a',
  background_color: '#ffffff',
  categories: ['business', 'productivity'],
  prefer_related_applications: false,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'Giriş',
      short_name: 'Giriş',
      description: 'Hesabınıza giriş yapın',
      url: '/#/login',
      icons: shortcutIcons,
    },
    {
      name: 'Panel',
      short_name: 'Panel',
      description: 'Web sitelerinizi ve taleplerinizi izleyin',
      url: '/#/user-dashboard',
      icons: shortcutIcons,
    },
    {
      name: 'Yönetim',
      short_name: 'Yönetim',
      description: 'Yönetim paneli',
      url: '/#/admin',
      icons: shortcutIcons,
    },
  ],
}
