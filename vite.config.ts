import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { webAppManifest } from './manifest/manifest'
import { deepLinkPreload } from './scripts/vite-deep-link-preload'
import { invoiceFont } from './scripts/vite-invoice-font'

const isSourceModule = (url = '') => /\.(ts|tsx|js|mjs)(\?|$)/.test(url)
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8787}`

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
    }),
    react(),
    tailwindcss(),
    deepLinkPreload(),
    invoiceFont(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webAppManifest,
      includeAssets: ['favicon.svg', 'favicon.ico', 'apple-touch-icon.png'],
      injectManifest: {
        // vite-plugin-pwa 2 on Vite 8 emits an ES module by default; a classic registration rejects it.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        // The offline demo's invoice PDF maker (pdf-lib, fontkit) loads when a demo PDF is asked for, like
        // its font: not every install downloads it (docs/decisions/0015-informational-invoices-and-pdf.md).
        globIgnores: ['**/invoice-pdf-in-page-*.js', '**/render-invoice-pdf.shared-*.js'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    // OUT_DIR lets parallel builds (tests, benches) keep apart; the server reads the same variable.
    outDir: process.env.OUT_DIR ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and valtio in one chunk: otherwise each package shared with a lazy chunk becomes its
          // own small file on the first load (more requests, worse compression).
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|valtio|proxy-compare)[\\/]/ },
            // Every screen needs all of the router and, once signed in, zod: one file each, not the
            // 7 + 2 fragments the screens' different imports would cut them into (each request costs a
            // round trip on a mobile connection). zod-config rides with zod: no request of its own.
            // The table kit is for the back-office only: it stays in the admin screens' chunks.
            // The query cache is for the screens that read data: it rides with them, not with the router.
            {
              name: 'tanstack-router',
              test: /node_modules[\\/]@tanstack[\\/](?!react-table|table-core|react-query|query-core)/,
            },
            { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // api/ is also a source folder the PWA imports schemas from: Vite serves those modules itself.
      '/api': { target: apiTarget, bypass: (req) => (isSourceModule(req.url) ? req.url : undefined) },
      '/health': apiTarget,
      '/verify-email.php': apiTarget,
      '/auth/google': apiTarget,
    },
  },
})
