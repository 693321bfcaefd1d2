// One blog post: title, address (made from the title, Turkish letters spelled out, until written by
// hand), date, excerpt, cover and body. Closed to a line by default; a new post opens.
import { useId, useState } from 'react'
import { blogPostSchema, type BlogPost } from '../../../../api/site-content/site-sections.shared'
import { hintClass, smallButtonClass } from '../../../components/form-styles'
import { formatDate } from '../../../lib/format-date'
import { ContentImageField } from './content-image-field'
import { CheckField, FieldRow, fieldSetter, LongField, ShortField } from './content-fields'
import { RichTextField } from './rich-text-field'
import { postSlug, slugFollowsTitle } from './section-list'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const SLUG_MAX = 80

function slugProblem(slug: string, others: readonly string[]): string | null {
  const parsed = blogPostSchema.shape.slug.safeParse(slug)
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Geçersiz adres.'
  return others.includes(slug.trim()) ? 'Bu adres başka bir yazıda kullanılıyor.' : null
}

export function BlogPostFields({
  post,
  otherSlugs,
  onChange,
}: {
  post: BlogPost
  otherSlugs: readonly string[]
  onChange: (next: BlogPost) => void
}) {
  const id = useId()
  const [open, setOpen] = useState(() => post.title.trim() === '')
  const field = fieldSetter(post, onChange)
  // The address field keeps what is typed; the post gets it once it is a valid, unused address.
  const [slug, setSlug] = useState(post.slug)
  const [seen, setSeen] = useState(post.slug)
  if (seen !== post.slug) {
    setSeen(post.slug)
    setSlug(post.slug)
  }
  const problem = slugProblem(slug, otherSlugs)

  return (
    <div className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={smallButtonClass}
          aria-expanded={open}
          aria-controls={`${id}-fields`}
          onClick={() => setOpen((now) => !now)}
        >
          {open ? 'Yazıyı kapat' : 'Yazıyı düzenle'}
        </button>
        <span className={`${hintClass} mt-0`}>
          {DATE.test(post.date) ? formatDate(`${post.date}T12:00:00Z`) : post.date}
          {post.hidden ? ' · Gizli' : ''}
        </span>
      </div>
      {open && (
        <div id={`${id}-fields`} className="min-w-0 space-y-4">
          <ShortField
            label="Başlık"
            value={post.title}
            onChange={(title) =>
              onChange({
                ...post,
                title,
                slug: slugFollowsTitle(post, otherSlugs) ? postSlug(title, otherSlugs) : post.slug,
              })
            }
          />
          <FieldRow>
            <ShortField
              label="Adres"
              max={SLUG_MAX}
              value={slug}
              error={problem}
              description="Yazının bağlantısındaki son kısım; başlıktan kendiliğinden oluşur."
              onChange={(next) => {
                setSlug(next)
                if (!slugProblem(next, otherSlugs)) onChange({ ...post, slug: next.trim() })
              }}
              // Left as typed ('Yaz Menüsü'): shown as the address it makes ('yaz-menusu').
              onBlur={() => {
                if (!problem) return
                const made = postSlug(slug || post.title, otherSlugs)
                setSlug(made)
                onChange({ ...post, slug: made })
              }}
            />
            <ShortField
              label="Tarih"
              type="date"
              value={post.date}
              onChange={(date) => DATE.test(date) && field('date')(date)}
            />
          </FieldRow>
          <LongField label="Özet" value={post.excerpt} onChange={field('excerpt')} />
          <ContentImageField label="Kapak görseli" value={post.cover} onChange={field('cover')} />
          <RichTextField label="Yazı" value={post.body} onChange={field('body')} />
          <CheckField
            label="Yazıyı gizle"
            checked={post.hidden}
            description="Gizli yazı sitede görünmez."
            onChange={field('hidden')}
          />
        </div>
      )}
    </div>
  )
}
