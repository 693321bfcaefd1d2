// Downloads a protected file: fetched with the session's bearer token (a plain link would carry
// none), then saved under its own name from a temporary object URL.
import { ApiError, CONNECTION_ERROR_MESSAGE } from './api-client'
import { sessionState } from './session'
import { ensureFreshToken } from './session-refresh'

export const DOWNLOAD_FAILED_MESSAGE = 'Dosya indirilemedi. Lütfen tekrar deneyin.'

/**
 * Downloads the file at `path`. An answer in JSON instead of the file's bytes goes to `fromJson`, which
 * makes the file from it (an invoice PDF the offline demo has the page make) or answers null (a failure).
 */
export async function downloadFile(
  path: string,
  fileName: string,
  fromJson?: (body: unknown) => Promise<Blob | null>,
): Promise<void> {
  await ensureFreshToken()
  let response: Response
  try {
    response = await fetch(path, {
      headers: sessionState.accessToken ? { Authorization: `Bearer ${sessionState.accessToken}` } : {},
    })
  } catch {
    throw new ApiError(CONNECTION_ERROR_MESSAGE, 0)
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null
    throw new ApiError(
      typeof body?.message === 'string' ? body.message : DOWNLOAD_FAILED_MESSAGE,
      response.status,
    )
  }
  if (fromJson && response.headers.get('Content-Type')?.startsWith('application/json')) {
    const made = await fromJson(await response.json().catch(() => null))
    if (!made) throw new ApiError(DOWNLOAD_FAILED_MESSAGE, response.status)
    saveBlob(made, fileName)
    return
  }
  saveBlob(await response.blob(), fileName)
}

/** Hands a blob to the browser as a file download named `fileName`, from a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  try {
    const link = document.createElement('a')
    link.href = url
    link.download = fileName
    link.rel = 'noopener'
    document.body.append(link)
    link.click()
    link.remove()
  } finally {
    // Give the browser time to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 30_000)
  }
}
