import * as billing from './schema/billing'
import * as messaging from './schema/messaging'
import * as push from './schema/push'
import * as rateLimits from './schema/rate-limits'
import * as requests from './schema/requests'
import * as sites from './schema/sites'
import * as storedFiles from './schema/stored-files'
import * as system from './schema/system'
import * as users from './schema/users'
import * as websites from './schema/websites'

// The whole data model as one object for drizzle(); the tables live by domain in ./schema/*.ts,
// which is also what drizzle-kit reads (drizzle.config.ts).
export const schema = {
  ...users,
  ...websites,
  ...requests,
  ...billing,
  ...messaging,
  ...push,
  ...system,
  ...rateLimits,
  ...sites,
  ...storedFiles,
}

export type Schema = typeof schema
