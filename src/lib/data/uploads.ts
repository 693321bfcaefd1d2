// The signed-in customer's files: GET /api/me/uploads (read whole), POST /api/me/uploads (upload-file.ts
// sends it, with progress), GET /api/me/uploads/:id/download (each file's downloadUrl).
import { lazySchema } from '../api-client'
import { fetchAllItems, listAnswerSchema } from './list-page'
import { invalidateResources, useResourceQuery } from './resource-query'

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
