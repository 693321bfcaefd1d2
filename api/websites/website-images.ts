import type { Repositories } from '../ports'
import { pagesImageIds } from '../site-content/site-sections.shared'
import type { UploadRecord } from '../uploads/upload.shared'
import type { WebsiteRecord } from './website.shared'
import { isImageType } from './website-image-type'

// The uploads behind a website's logo, favicon, gallery and the images of its pages, as stored records. An id whose upload is
// gone (the customer deleted it in the Galeri), belongs to someone else or is not an image is left out:
// the page then simply has no such image.

export interface WebsiteImageUploads {
  logo: UploadRecord | null
  favicon: UploadRecord | null
  gallery: UploadRecord[]
  /** The images the pages' sections show, each once. */
  content: UploadRecord[]
}

type ImageOwner = Pick<WebsiteRecord, 'ownerId'>

/** The upload when it exists, is the owner's and is an image; else null. */
async function ownImage(repos: Repositories, website: ImageOwner, id: string | null) {
  if (!id) return null
  const upload = await repos.uploads.findById(id)
  return upload && upload.userId === website.ownerId && isImageType(upload.mimeType) ? upload : null
}

/** The usable uploads among the images `pages` show (the saved pages, or the edit screen's unsaved ones). */
export async function contentImageUploads(
  repos: Repositories,
  website: ImageOwner,
  pages: Parameters<typeof pagesImageIds>[0],
): Promise<UploadRecord[]> {
  const ids = [...new Set(pagesImageIds(pages))]
  const uploads = await Promise.all(ids.map((id) => ownImage(repos, website, id)))
  return uploads.filter((upload): upload is UploadRecord => upload !== null)
}

export async function websiteImageUploads(
  repos: Repositories,
  website: Pick<WebsiteRecord, 'ownerId' | 'logoUploadId' | 'faviconUploadId' | 'galleryUploadIds' | 'pages'>,
): Promise<WebsiteImageUploads> {
  const [logo, favicon, ...gallery] = await Promise.all(
    [website.logoUploadId, website.faviconUploadId, ...website.galleryUploadIds].map((id) =>
      ownImage(repos, website, id),
    ),
  )
  return {
    logo: logo ?? null,
    favicon: favicon ?? null,
    gallery: gallery.filter((upload): upload is UploadRecord => upload !== null),
    content: await contentImageUploads(repos, website, website.pages),
  }
}

/** A gallery image's alternative text: its file name without the extension. */
export const imageAlt = (upload: UploadRecord) => upload.originalName.replace(/\.[A-Za-z0-9]{1,5}$/, '')
