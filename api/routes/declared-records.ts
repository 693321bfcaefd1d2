import type { ResourceDeclaration } from '../kernel/resource'
import type { CrudRepository } from '../ports/crud-repository'
import type { Services } from '../services'

/**
 * The one way past the services to a repository (docs/api.md#who-touches-the-repositories): the
 * generic routes of a declared resource (api/routes/resource-routes.ts: a list page, one record by id)
 * and the owner checks and sweep examples of owner routes read or make a record of the declared
 * resource as it is stored, with no rule of the area to apply. Everything else asks the area's service.
 */
export function declaredRecords<T extends { id: string }>(
  services: Pick<Services, 'ports'>,
  declaration: ResourceDeclaration<T>,
): CrudRepository<T> {
  return services.ports.repos.resource(declaration)
}
