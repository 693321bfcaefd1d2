// Medya: the logo, the favicon and the gallery.
import { errorTextClass } from '../../../components/form-styles'
import type { EditableWebsite } from '../../../lib/data/websites'
import type { EditFilesHandle } from '../hooks/use-edit-files'
import { GalleryField } from './gallery-field'
import { ImageField } from './image-field'

export function MediaTab({ website, files }: { website: EditableWebsite; files: EditFilesHandle }) {
  return (
    <div className="space-y-8">
      {files.problem && (
        <p role="alert" className={errorTextClass}>
          {files.problem}
        </p>
      )}
      <div className="grid gap-8 sm:grid-cols-2">
        <ImageField
          label="Logo"
          name="logo"
          current={website.logo}
          choice={files.files.logo}
          onChoose={files.chooseLogo}
          hint="JPG, PNG, WebP veya GIF; en fazla 10 MB."
        />
        <ImageField
          label="Favicon"
          name="favicon"
          current={website.favicon}
          choice={files.files.favicon}
          onChoose={files.chooseFavicon}
          hint="Tarayıcı sekmesinde görünen küçük simge: ICO, PNG veya diğer görsel türleri."
        />
      </div>
      <GalleryField
        saved={website.gallery}
        kept={files.files.keptGallery}
        chosen={files.files.gallery}
        onAdd={files.addGallery}
        onRemoveSaved={files.removeSavedGalleryImage}
        onRestoreSaved={files.restoreSavedGalleryImage}
        onRemoveChosen={files.removeNewGalleryImage}
      />
    </div>
  )
}
