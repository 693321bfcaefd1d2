import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { placeholderScreens } from './coming-soon-screens'

const ROUTES = join(import.meta.dirname, '..', 'routes')
const routeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? routeFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  )
const routeIdOf = (source: string) => /createFileRoute\('([^']+)'\)/.exec(source)?.[1]

describe('"yakında" placeholders', () => {
  const files = routeFiles(ROUTES).map((file) => ({ file, source: readFileSync(file, 'utf8') }))
  const placeholders = files.filter(({ source }) => /component: ComingSoon\b/.test(source))

  it('name every route that still shows the placeholder, and nothing else', () => {
    const ids = placeholders.map(({ source }) => routeIdOf(source)).sort()
    expect(ids).toEqual(Object.keys(placeholderScreens).sort())
  })

  it('are gone from the built back-office screens and their aliases', () => {
    for (const id of [
      '/admin/',
      '/admin/dashboard',
      '/admin/panel',
      '/admin/website-requests',
      '/admin/packages',
      '/admin/approvals',
      '/admin/billing',
    ]) {
      expect(placeholderScreens[id], id).toBeUndefined()
    }
    const aliases = files.filter(
      ({ file, source }) => file.includes('/admin/') && source.includes('throw redirect('),
    )
    expect(aliases.map(({ file }) => relative(ROUTES, file)).sort()).toEqual(
      [
        'activity-log',
        'approval-management',
        'billing-management',
        'email-management',
        'index',
        'notification-management',
        'package-management',
        'panel',
        'system-settings',
        'system',
        'user-management',
      ]
        .map((name) => `admin/${name}.tsx`)
        .sort(),
    )
  })
})
