import { ApiError } from '../lib/http'
import type { Repositories } from '../ports'
import type { Upload } from '../uploads/upload.shared'
import { toUpload } from '../uploads/upload-service'
import { isImageType } from './website-image-type'
import { websiteMessages } from './website-messages'

// The images the team may put on a customer's site from the back-office editor: the owner's own image
// uploads (a section may show only those), newest first, each downloadable through the admin's path.
// docs/rules/websites.md#the-team-edits-a-site

/** At most this many of the owner's images are offered (the newest). */
export const OWNER_IMAGES_SHOWN = 200
const PAGE = 200

export async function ownerImagesOf(repos: Repositories, websiteId: string): Promise<Upload[]> {
  const website = await repos.websites.findById(websiteId)
  if (!website) throw new ApiError(404, websiteMessages.notFound)
  if (!website.ownerId) return []
  const images: Upload[] = []
  for (let offset = 0; ; offset += PAGE) {
    const page = await repos.uploads.list({ filter: { userId: website.ownerId }, limit: PAGE, offset })
    for (const record of page) {
      if (isImageType(record.mimeType))
        images.push({ ...toUpload(record), downloadUrl: `/api/admin/uploads/${record.id}/download` })
    }
    if (page.length < PAGE) break
  }
  return images.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, OWNER_IMAGES_SHOWN)
}
