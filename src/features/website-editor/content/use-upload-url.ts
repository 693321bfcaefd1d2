// An address an <img> can show one of the customer's uploads from. The files are behind the session
// (GET /api/me/uploads/:id/download with the bearer token, as src/lib/download-file.ts fetches them), so
// the bytes are fetched once and shown from an object URL, shared by every thumbnail of the same file
// and released a while after the last one goes.
import { useEffect, useState } from 'react'
import { sessionState } from '../../../lib/session'
import { ensureFreshToken } from '../../../lib/session-refresh'

const RELEASE_AFTER_MS = 60_000

interface Entry {
  url: Promise<string>
  users: number
  release: ReturnType<typeof setTimeout> | null
}
const entries = new Map<string, Entry>()

async function fetchObjectUrl(path: string): Promise<string> {
  await ensureFreshToken()
  const token = sessionState.accessToken
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return URL.createObjectURL(await response.blob())
}

function acquire(path: string): Promise<string> {
  let entry = entries.get(path)
  if (!entry) {
    const url = fetchObjectUrl(path)
    entry = { url, users: 0, release: null }
    entries.set(path, entry)
    url.catch(() => entries.delete(path))
  }
  if (entry.release) clearTimeout(entry.release)
  entry.release = null
  entry.users += 1
  return entry.url
}

function release(path: string): void {
  const entry = entries.get(path)
  if (!entry) return
  entry.users -= 1
  if (entry.users > 0) return
  entry.release = setTimeout(() => {
    entries.delete(path)
    void entry.url.then(URL.revokeObjectURL, () => undefined)
  }, RELEASE_AFTER_MS)
}

export interface UploadImage {
  url: string | null
  failed: boolean
}

/** The image at `path` (an upload's downloadUrl) as an object URL; null while loading or without a path. */
export function useUploadUrl(path: string | null): UploadImage {
  const [loaded, setLoaded] = useState<{ path: string; url: string | null } | null>(null)
  useEffect(() => {
    if (!path) return
    let live = true
    acquire(path).then(
      (url) => live && setLoaded({ path, url }),
      () => live && setLoaded({ path, url: null }),
    )
    return () => {
      live = false
      release(path)
    }
  }, [path])
  if (!path || loaded?.path !== path) return { url: null, failed: false }
  return { url: loaded.url, failed: loaded.url === null }
}
