import type { Repositories } from '../ports'
import type { UploadRecord } from '../uploads/upload.shared'
import type { WebsiteRecord } from './website.shared'
import { isImageType } from './website-image-type'

// The uploads behind a website's logo, favicon and gallery, as stored records. An id whose upload is
// gone (the customer deleted it in the Galeri), belongs to someone else or is not an image is left out:
// the page then simply has no such image.

export interface WebsiteImageUploads {
  logo: UploadRecord | null
  favicon: UploadRecord | null
  gallery: UploadRecord[]
}

export async function websiteImageUploads(
  repos: Repositories,
  website: Pick<WebsiteRecord, 'ownerId' | 'logoUploadId' | 'faviconUploadId' | 'galleryUploadIds'>,
): Promise<WebsiteImageUploads> {
  const load = async (id: string | null) => {
    if (!id) return null
    const upload = await repos.uploads.findById(id)
    return upload && upload.userId === website.ownerId && isImageType(upload.mimeType) ? upload : null
  }
  const [logo, favicon, ...gallery] = await Promise.all(
    [website.logoUploadId, website.faviconUploadId, ...website.galleryUploadIds].map(load),
  )
  return {
    logo: logo ?? null,
    favicon: favicon ?? null,
    gallery: gallery.filter((upload): upload is UploadRecord => upload !== null),
  }
}

/** A gallery image's alternative text: its file name without the extension. */
export const imageAlt = (upload: UploadRecord) => upload.originalName.replace(/\.[A-Za-z0-9]{1,5}$/, '')
