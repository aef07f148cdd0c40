import { useCmsPage } from './use-cms-page'

/** A CMS page of the store view: its heading and its (server-sanitised) content. */
export function CmsPage({ identifier }: { identifier: string }) {
  const page = useCmsPage(identifier)
  return (
    <article className="page cms-page">
      <h1>{page.contentHeading || page.title}</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the BFF sanitises CMS content (server/content/safe-html.ts) */}
      <div className="cms-page__content" dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  )
}
