import type { Repositories } from '../ports'
import { passwordResetResource } from './password-reset-resource'

const PAGE = 500

/** Deletes resets that expired before `before` (used or not): neither link nor code can work again. */
export async function deleteEndedPasswordResets(repos: Repositories, before: string): Promise<number> {
  const resets = repos.resource(passwordResetResource)
  let removed = 0
  for (;;) {
    const oldest = await resets.list({ orderBy: { field: 'expiresAt', direction: 'asc' }, limit: PAGE })
    const ended = oldest.filter((row) => row.expiresAt < before)
    for (const row of ended) removed += Number(await resets.delete(row.id))
    if (ended.length < PAGE) return removed
  }
}
