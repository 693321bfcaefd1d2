import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export interface AxeScope {
  /** Only this part of the page (a CSS selector). */
  include?: string
  /** Leave this part out (e.g. a preview frame that is checked elsewhere). */
  exclude?: string
  /** Frames axe cannot enter (sandboxed without scripts) are left out with `frames: false`. */
  frames?: boolean
}

/**
 * What axe-core finds on the page, one line per violated rule: "<rule>: <target>, <target>"; [] when the
 * page passes. Every e2e accessibility check goes through here (docs/testing.md#accessibility-checks).
 *
 * Only violations are gathered (`resultTypes`; passes and inapplicable rules are not detailed), and a part
 * of a page without frames is checked in axe's legacy mode: in one run inside the page, where the default
 * opens a blank page for each check to combine the frames' results. Both find the same violations at about
 * a third of the cost; legacy mode does not enter frames, so a part with a frame keeps the default.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  const frames = scope.frames ?? true
  const framed = frames && (await hasFrames(page, scope))
  let builder = new AxeBuilder({ page })
    .setLegacyMode(!framed)
    .options({ resultTypes: ['violations'], iframes: frames })
  if (scope.include) builder = builder.include(scope.include)
  if (scope.exclude) builder = builder.exclude(scope.exclude)
  const results = await builder.analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

/** Whether the checked part of the page holds a frame (one inside `exclude` does not count). */
function hasFrames(page: Page, { include = 'html', exclude }: AxeScope): Promise<boolean> {
  return page.evaluate(
    ({ include, exclude }) =>
      [...document.querySelectorAll(include)].some((part) =>
        [...part.querySelectorAll('iframe, frame')].some((frame) => !exclude || !frame.closest(exclude)),
      ),
    { include, exclude },
  )
}
