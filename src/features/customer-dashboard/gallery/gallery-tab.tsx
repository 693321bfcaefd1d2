// Galeri: the four upload areas (photos, documents, menu/pages, logo/branding) and their files.
import { QueryNotice } from '../../../components/query-notice'
import { useMyUploads } from '../../../lib/data/uploads'
import { usePendingWrites } from '../../../lib/pending-writes'
import { UPLOAD_CATEGORIES } from '../../../lib/upload-rules'
import { UploadArea } from './upload-area'

export function GalleryTab() {
  const uploads = useMyUploads()
  const pending = usePendingWrites('upload')
  const all = uploads.data ?? []
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Sitenizde kullanılacak dosyaları yükleyin; ekibimiz içerikleri bu dosyalardan hazırlar.
      </p>
      {uploads.error && (
        <QueryNotice
          loading={false}
          error={uploads.error}
          empty
          onRetry={() => void uploads.refetch()}
          emptyText=""
        />
      )}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {UPLOAD_CATEGORIES.map(({ category, title, hint }) => (
          <UploadArea
            key={category}
            category={category}
            title={title}
            hint={hint}
            uploads={all.filter((upload) => upload.category === category)}
            pending={pending.filter((write) => write.group === category)}
          />
        ))}
      </div>
    </div>
  )
}
