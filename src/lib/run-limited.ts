/**
 * Runs `work` for every item, at most `limit` at a time, in the items' order; resolves when all are done.
 * (The gallery sends a pick of many files this way: the server takes three uploads of a customer at once.)
 */
export async function runLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T
      await work(item)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane))
}
