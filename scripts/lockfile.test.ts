import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without type declarations, shared with scripts/complete-lockfile.mjs
import { missingOptionalEntries } from './lockfile-gaps.mjs'

// `npm ci` refuses a lockfile in which an optional dependency has no entry (docs/install.md).
describe('package-lock.json', () => {
  it('has an entry for every optional platform build, so `npm ci` accepts it', () => {
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'))
    expect(missingOptionalEntries(lock)).toEqual([])
  })

  it('finds the gap npm leaves when a platform build is missing', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/tool': {
          optionalDependencies: { 'tool-linux-x64': '1.0.0', 'tool-darwin-arm64': '1.0.0' },
        },
        'node_modules/tool-linux-x64': { version: '1.0.0' },
      },
    }
    expect(missingOptionalEntries(lock).map((entry: { name: string }) => entry.name)).toEqual([
      'tool-darwin-arm64',
    ])
  })
})
