// The landing page is prerendered into index.html at build time (scripts/prerender.mjs). At boot, before
// React replaces the static markup, main.tsx hands it over here; the landing screen (app.tsx before the
// router loads, the "/" route after) then shows that same markup instead of loading the landing page's
// components. See docs/decisions/0002-prerendered-landing-and-deferred-router.md.
// On a deep link (#/login …) the prerendered landing is hidden by CSS until then; its markup is still kept
// for a later visit to "/".

export const PRERENDERED_ATTRIBUTE = 'data-prerendered'
export const DEEP_LINK_ATTRIBUTE = 'data-deep-link'

let landingMarkup: string | null = null

export function capturePrerenderedLanding(doc: Document): void {
  const landing = doc.querySelector(`[${PRERENDERED_ATTRIBUTE}]`)
  if (!landing) return
  landingMarkup = landing.innerHTML
  const root = doc.documentElement
  if (root.hasAttribute(DEEP_LINK_ATTRIBUTE)) {
    // Hidden until now; once it is gone the attribute can go too, so "/" shows the landing again later.
    landing.remove()
    root.removeAttribute(DEEP_LINK_ATTRIBUTE)
  }
}

export function prerenderedLandingMarkup(): string | null {
  return landingMarkup
}
