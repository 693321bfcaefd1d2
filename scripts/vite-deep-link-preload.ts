// Build plugin: index.html preloads the router on a deep link. Any start other than "/" (#/login,
// #/user-dashboard …) renders only once src/router.tsx and the chunks it imports have loaded
// (src/routing.ts); left to the app, their requests start after React has downloaded and run, one round
// trip later. A small inline script in the head adds <link rel="modulepreload"> for them on such a link,
// so they download alongside React, at low priority (the stylesheet and React come first: the first paint
// and the app's start need them). A first visit to "/" (prerendered landing, router deferred until the
// first navigation, docs/decisions/0002) preloads nothing. The server's CSP allows the script by its
// hash, read from the built index.html (server/security-headers.ts).
import type { Plugin } from 'vite'

type Output = {
  type: 'chunk' | 'asset'
  fileName: string
  imports?: string[]
  facadeModuleId?: string | null
}

/** The chunk built from `module`. */
export function chunkOf(bundle: Record<string, Output>, module: string): string {
  const chunk = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.facadeModuleId?.replace(/\\/g, '/').endsWith(module),
  )
  if (!chunk) throw new Error(`deep-link-preload: no chunk is built from ${module}`)
  return chunk.fileName
}

/** `start` and the chunks it statically imports, transitively, minus those in `skip`. */
export function chunkClosure(
  bundle: Record<string, Output>,
  start: string,
  skip: ReadonlySet<string> = new Set(),
): string[] {
  const files: string[] = []
  const visit = (fileName: string) => {
    if (skip.has(fileName) || files.includes(fileName)) return
    files.push(fileName)
    for (const next of bundle[fileName]?.imports ?? []) visit(next)
  }
  visit(start)
  return files
}

/** The inline script: on a deep link (not "", "#", "#/" or "#/?…", as in index.html), preload `files`. */
export function preloadScript(files: readonly string[], base = '/'): string {
  const hrefs = JSON.stringify(files.map((file) => `${base}${file}`))
  return (
    `(function(){var h=location.hash;if(!h||h==='#'||h==='#/'||h.indexOf('#/?')===0)return;` +
    `${hrefs}.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';` +
    `l.crossOrigin='';l.fetchPriority='low';l.href=f;document.head.appendChild(l)})})()`
  )
}

export function deepLinkPreload(module = 'src/router.tsx'): Plugin {
  let base = '/'
  return {
    name: 'sitekur:deep-link-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return
        // The entry and what it imports statically already come with index.html.
        const initial = new Set(chunkClosure(bundle, chunk.fileName))
        const files = chunkClosure(bundle, chunkOf(bundle, module), initial)
        const script = `<script>${preloadScript(files, base)}</script>`
        // Before the stylesheet: an inline script after one waits for it to load.
        const at = html.search(/<script type="module"|<link rel="stylesheet"/)
        if (at < 0) throw new Error('deep-link-preload: index.html has no module script or stylesheet')
        return `${html.slice(0, at)}${script}\n    ${html.slice(at)}`
      },
    },
  }
}
