import { describe, expect, it } from 'vitest'
import { routeTable } from './route-table'

// Every write leaves one activity entry (docs/rules/activity-and-audit.md): each route that is not a
// GET says how — an entry the table writes, 'service' when the service writes it, or why there is none.
describe('the activity of every write route', () => {
  const writes = routeTable.filter((route) => route.method !== 'get')

  it.each(writes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s declares its activity',
    (_name, route) => {
      expect(route.activity).toBeDefined()
      if (route.activity && typeof route.activity === 'object' && 'none' in route.activity) {
        expect(route.activity.none.length).toBeGreaterThan(10)
      }
    },
  )
})
