// The list semantics and the generic shape shared by the entity repositories (contract: api/ports.ts).

export type SortDirection = 'asc' | 'desc'

export interface ListOptions<T> {
  filter?: { [K in keyof T]?: T[K] | null }
  search?: string
  limit?: number
  offset?: number
  orderBy?: { field: keyof T & string; direction: SortDirection }
}

export type CountOptions<T> = Pick<ListOptions<T>, 'filter' | 'search'>

export interface CrudRepository<T extends { id: string }> {
  findById(id: string): Promise<T | null>
  list(options?: ListOptions<T>): Promise<T[]>
  count(options?: CountOptions<T>): Promise<number>
  /** Inserts the full record; throws on a duplicate id or a violated unique constraint. */
  create(record: T): Promise<T>
  update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<T | null>
  delete(id: string): Promise<boolean>
}
