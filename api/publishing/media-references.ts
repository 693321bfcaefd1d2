// The images a published page shows are addressed relative to the page: `media/<uploadId>`
// (/sites/{slug}/media/… or /media/… on the site's own domain). The stored page is the record of which
// uploads it shows: only those are served under it, and an upload a page still shows is not deleted
// before the page is replaced (docs/rules/publishing.md#images).

/** The relative address of an upload on a published page. */
export const mediaPath = (uploadId: string) => `media/${uploadId}`

/** The address of one of its smaller WebP copies (api/uploads/image-variants.ts): `media/<id>.w480.webp`. */
export const variantPath = (uploadId: string, width: number) => `media/${uploadId}.w${width}.webp`

const REFERENCE = /(?<![A-Za-z0-9_-])media\/([A-Za-z0-9_-]{1,64})(?![A-Za-z0-9_-])/g

/** The upload ids a page's HTML refers to as `media/<id>`. */
export function referencedMediaIds(html: string): Set<string> {
  const ids = new Set<string>()
  for (const match of html.matchAll(REFERENCE)) if (match[1]) ids.add(match[1])
  return ids
}

/** The upload ids any page of a published site refers to. */
export function publishedMediaIds(site: {
  html: string
  pages: Readonly<Record<string, { html: string }>>
}): Set<string> {
  const ids = referencedMediaIds(site.html)
  for (const page of Object.values(site.pages)) for (const id of referencedMediaIds(page.html)) ids.add(id)
  return ids
}
