// The signed-in customer's files: GET /api/me/uploads (read whole), POST /api/me/uploads (upload-file.ts
// sends it, with progress), GET /api/me/uploads/:id/download (each file's downloadUrl), DELETE
// /api/me/uploads/:id.
import { z } from 'zod'
import { api, lazySchema } from '../api-client'
import { fetchAllItems, listAnswerSchema } from './list-page'
import { invalidateResources, useResourceQuery } from './resource-query'
import { write, type WriteOutcome } from './write-outcome'

export const MY_UPLOADS_PATH = '/api/me/uploads'

export const uploadKeys = { all: ['uploads'] as const, mine: ['uploads', 'mine'] as const }

const listSchema = lazySchema(() =>
  import('../../../api/uploads/upload.shared').then((m) => listAnswerSchema(m.uploadSchema)),
)

export function fetchMyUploads(signal?: AbortSignal) {
  return fetchAllItems(MY_UPLOADS_PATH, listSchema, {}, signal)
}

export const useMyUploads = () => useResourceQuery(uploadKeys.mine, fetchMyUploads)

/** The images of a website's owner, for the team's editor (GET /api/admin/websites/:id/images). */
export function fetchOwnerImages(websiteId: string, signal?: AbortSignal) {
  return fetchAllItems(`/api/admin/websites/${encodeURIComponent(websiteId)}/images`, listSchema, {}, signal)
}

/** What the editor's image picker offers: the customer's own uploads, or (the team) the site owner's images. */
export const useEditorUploads = (teamWebsiteId: string | null) =>
  useResourceQuery(
    teamWebsiteId ? [...uploadKeys.all, 'owner', teamWebsiteId] : uploadKeys.mine,
    teamWebsiteId ? (signal) => fetchOwnerImages(teamWebsiteId, signal) : fetchMyUploads,
  )

/** After uploads sent outside write() (multipart with progress): the list is read again. */
export const uploadsChanged = () => invalidateResources(uploadKeys.all)

const deletedSchema = z.object({ success: z.literal(true), message: z.string() })

/**
 * Deletes one of the customer's files. `done` carries the server's words (a warning when unpublished
 * content showed it); a file a published site shows is refused with an ApiError naming the site.
 */
export function deleteMyUpload(id: string): Promise<WriteOutcome<unknown>> {
  return write(() => api.delete(`${MY_UPLOADS_PATH}/${encodeURIComponent(id)}`), deletedSchema, [
    uploadKeys.all,
  ])
}
