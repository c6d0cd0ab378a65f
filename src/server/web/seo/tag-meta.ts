import { constants } from '../../../../generated/constants.ts';
import { isStaff } from '../../policies/privileges.ts';
import { clipText, plainTextOf } from '../../modules/question/excerpt.ts';
import { normalizeSlug } from '../../modules/question/post-tags.ts';
import { isDeleted, isMainTag } from '../../modules/tag/tag-presenter.ts';
import { missingPage, plainPage, type CanonicalRedirect, type PageMeta, type PageRequest } from './page-meta.ts';
import { decodeSegment, samePath } from './route-match.ts';
import { breadcrumbList } from './structured-data.ts';

export function tagPath(slug: string): string {
  return `/tags/${encodeURIComponent(slug)}`;
}

/**
 * /tags/:tagName (and its /info page): 404 for an unknown tag, 410 for a deleted one (staff still see it),
 * 301 from a synonym to its main tag, else the tag's head and its feed.
 */
export async function tagPage(
  request: PageRequest,
  params: Record<string, string>,
  suffix: '' | '/info',
): Promise<PageMeta | CanonicalRedirect> {
  const name = normalizeSlug(decodeSegment(params.tagName ?? '') ?? '');
  const tag = name
    ? await request.services.db.selectFrom('tag').selectAll().where('slug_name', '=', name).executeTakeFirst()
    : undefined;
  if (!tag) return missingPage(request, 404);
  if (isDeleted(tag) && !isStaff(request.viewer)) return missingPage(request, 410);
  const slug = isMainTag(tag) ? tag.slug_name : tag.main_tag_slug_name;
  const canonicalPath = `${tagPath(slug)}${suffix}`;
  if (!samePath(request.path, canonicalPath)) return { redirectPath: canonicalPath };
  const { link, siteName } = request;
  const about = clipText(plainTextOf(tag.parsed_text), constants.seo.description_max);
  return plainPage(request, tag.display_name, {
    description: about || request.t('seo.tag_description', { tag: tag.display_name, site: siteName }),
    canonicalPath,
    noindex: isDeleted(tag),
    structuredData: [
      breadcrumbList([
        { name: request.t('page_title.tags'), url: link('/tags') },
        { name: tag.display_name, url: link(canonicalPath) },
      ]),
    ],
    feeds: [
      {
        title: request.t('seo.feed.tag', { tag: tag.display_name, site: siteName }),
        path: `${constants.seo.feed_paths.tag}/${encodeURIComponent(tag.slug_name)}`,
      },
    ],
  });
}
