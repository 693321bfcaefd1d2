import { escapeText } from './escape'
import type { SiteModel } from './site-model'
import { pagePosts, resolvePages } from './site-pages'
import { absoluteUrl, siteRoot } from './site-url'

// The addresses of a published site, for the publisher (which pages to render) and for search engines
// (sitemap.xml, robots.txt). The same page list as the renderer's (site-pages.ts), so they agree.

/** Every published path: '' (home), each page that is not a draft (hidden ones too), each visible post. */
export function sitePaths(model: SiteModel): string[] {
  const paths: string[] = []
  for (const page of resolvePages(model, false)) {
    paths.push(page.path)
    for (const post of pagePosts(page)) paths.push(post.path)
  }
  return paths
}

/** The sitemap.xml of the site at `siteUrl` (its root); posts carry their date. */
export function renderSitemap(model: SiteModel, siteUrl: string): string {
  const root = siteRoot(siteUrl)
  if (!root) throw new Error('renderSitemap: siteUrl must be an absolute http(s) URL')
  const dates = new Map<string, string>()
  for (const page of resolvePages(model, false)) {
    for (const post of pagePosts(page)) dates.set(post.path, post.post.date)
  }
  const urls = sitePaths(model)
    .map((path) => {
      const date = dates.get(path)
      const lastmod = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? `<lastmod>${date}</lastmod>` : ''
      return `<url><loc>${escapeText(absoluteUrl(root, path))}</loc>${lastmod}</url>`
    })
    .join('')
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`
  )
}

/** robots.txt: every crawler may read everything; the sitemap is at the site's root. */
export function renderRobots(siteUrl: string): string {
  const root = siteRoot(siteUrl)
  if (!root) throw new Error('renderRobots: siteUrl must be an absolute http(s) URL')
  return `User-agent: *\nAllow: /\nSitemap: ${absoluteUrl(root, 'sitemap.xml')}\n`
}
