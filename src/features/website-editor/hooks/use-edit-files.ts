// The images chosen on the Medya tab, kept in memory until the save: a new logo and favicon, new gallery
// images, and which of the saved gallery images stay. Each change makes a new EditFiles object.
import { useCallback, useState } from 'react'
import { EDIT_LIMITS } from '../../../../api/websites/website-edit.shared'
import type { EditableWebsite } from '../../../lib/data/websites'
import { editMessages, imageFileProblem } from '../edit-checks'
import type { EditFiles, ImageChoice } from '../edit-payload'

export interface EditFilesHandle {
  files: EditFiles
  /** Why the last choice was (partly) refused; null when everything was taken. */
  problem: string | null
  chooseLogo: (choice: ImageChoice) => void
  chooseFavicon: (choice: ImageChoice) => void
  addGallery: (chosen: readonly File[]) => void
  removeNewGalleryImage: (index: number) => void
  removeSavedGalleryImage: (id: string) => void
  restoreSavedGalleryImage: (id: string) => void
}

export function useEditFiles(website: EditableWebsite): EditFilesHandle {
  const [files, setFiles] = useState<EditFiles>(() => ({
    logo: null,
    favicon: null,
    gallery: [],
    keptGallery: website.gallery.map((image) => image.id),
  }))
  const [problem, setProblem] = useState<string | null>(null)

  const chooseImage = useCallback((field: 'logo' | 'favicon', choice: ImageChoice) => {
    const refused = choice instanceof File ? imageFileProblem(choice) : null
    setProblem(refused)
    if (!refused) setFiles((current) => ({ ...current, [field]: choice }))
  }, [])

  const addGallery = useCallback(
    (chosen: readonly File[]) => {
      const room = EDIT_LIMITS.gallery - files.keptGallery.length - files.gallery.length
      const refused = chosen.map(imageFileProblem).find(Boolean)
      const images = chosen.filter((file) => !imageFileProblem(file))
      const taken = images.slice(0, Math.max(0, room))
      setProblem(refused ?? (taken.length < images.length ? editMessages.galleryFull : null))
      if (taken.length) setFiles({ ...files, gallery: [...files.gallery, ...taken] })
    },
    [files],
  )

  return {
    files,
    problem,
    chooseLogo: useCallback((choice: ImageChoice) => chooseImage('logo', choice), [chooseImage]),
    chooseFavicon: useCallback((choice: ImageChoice) => chooseImage('favicon', choice), [chooseImage]),
    addGallery,
    removeNewGalleryImage: useCallback((index: number) => {
      setFiles((current) => ({ ...current, gallery: current.gallery.filter((_, at) => at !== index) }))
    }, []),
    removeSavedGalleryImage: useCallback((id: string) => {
      setFiles((current) => ({ ...current, keptGallery: current.keptGallery.filter((kept) => kept !== id) }))
    }, []),
    // Back in the saved order.
    restoreSavedGalleryImage: useCallback(
      (id: string) => {
        setFiles((current) => ({
          ...current,
          keptGallery: website.gallery
            .map((image) => image.id)
            .filter((saved) => saved === id || current.keptGallery.includes(saved)),
        }))
      },
      [website.gallery],
    ),
  }
}
