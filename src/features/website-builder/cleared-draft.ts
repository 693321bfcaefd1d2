// Remembers on this device up to which revision the builder's draft was deleted (sent, "Baştan başla",
// "Yeni Talep Oluştur"). A copy that is not newer is that draft coming back: a save to the server that
// landed after the delete, or a delete cut off by a reload. The form ignores such a copy and deletes it
// again. A revision only grows, so the mark never hides a later draft; it holds no form data.
const PREFIX = 'sitekur-draft-cleared:'

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

export function clearedRevision(key: string): number {
  try {
    const value = Number(storage()?.getItem(PREFIX + key))
    return Number.isFinite(value) && value > 0 ? value : 0
  } catch {
    return 0
  }
}

export function markDraftCleared(key: string, revision: number): void {
  try {
    if (revision > clearedRevision(key)) storage()?.setItem(PREFIX + key, String(revision))
  } catch {
    // Storage refused: a deleted draft may come back once; nothing typed is lost.
  }
}
