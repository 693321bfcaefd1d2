import type { ManifestOptions } from 'vite-plugin-pwa'

// The web app manifest. start_url and scope are "/" so that hash routes (#/login …) stay in scope.
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
  orientation: 'any',
  theme_color: '#0f172a',
  background_color: '#ffffff',
  categories: ['business', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'Giriş',
      short_name: 'Giriş',
      url: '/#/login',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
    {
      name: 'Panel',
      short_name: 'Panel',
      url: '/#/user-dashboard',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
    {
      name: 'Yönetim',
      short_name: 'Yönetim',
      url: '/#/admin',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
  ],
}
