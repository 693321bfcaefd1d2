// The form of a Blog yazıları section: its heading and introduction, and the posts (newest first is the
// customer's choice of order), each opened on its own.
import { CONTENT_LIMITS, type BlogPost } from '../../../../api/site-content/site-sections.shared'
import { emptyRichText } from '../../../../api/site-content/rich-text.shared'
import { BlogPostFields } from './blog-post-fields'
import { fieldSetter, LongField, ShortField } from './content-fields'
import { ItemList } from './item-list'
import { postSlug, todayIso } from './section-list'
import { newItemId, type SectionFormProps } from './section-form-types'

export function BlogForm({ section, onChange }: SectionFormProps<'blog'>) {
  const set = fieldSetter(section, onChange)
  const { posts } = section
  return (
    <>
      <ShortField label="Bölüm başlığı" value={section.heading} onChange={set('heading')} />
      <LongField label="Giriş metni" value={section.intro} onChange={set('intro')} />
      <ItemList
        legend="Yazılar"
        items={posts}
        max={CONTENT_LIMITS.posts}
        itemName={(post, index) => `${index + 1}. yazı${post.title.trim() ? `: ${post.title.trim()}` : ''}`}
        addLabel="Yazı ekle"
        create={(): BlogPost => ({
          id: newItemId(),
          title: '',
          slug: postSlug(
            '',
            posts.map((post) => post.slug),
          ),
          date: todayIso(),
          cover: null,
          excerpt: '',
          body: emptyRichText(),
          hidden: false,
        })}
        onChange={set('posts')}
      >
        {(post, update) => (
          <BlogPostFields
            post={post}
            otherSlugs={posts.filter((other) => other.id !== post.id).map((other) => other.slug)}
            onChange={update}
          />
        )}
      </ItemList>
    </>
  )
}
