import { constants } from '../../../../generated/constants.ts';
import { clipText, plainTextOf } from '../../modules/question/excerpt.ts';
import { missingPage, plainPage, type PageMeta, type PageRequest } from './page-meta.ts';
import { decodeSegment } from './route-match.ts';
import { breadcrumbList } from './structured-data.ts';

/** /users/:username[/:tab]: 404 for an unknown account, 410 for a deleted one, else the person's head. */
export async function userPage(request: PageRequest, params: Record<string, string>): Promise<PageMeta> {
  const username = decodeSegment(params.username ?? '')?.trim();
  const user = username
    ? await request.services.db
        .selectFrom('users')
        .select(['username', 'display_name', 'bio_html', 'status'])
        .where('username', '=', username)
        .executeTakeFirst()
    : undefined;
  if (!user) return missingPage(request, 404);
  if (user.status === constants.user_status.deleted) return missingPage(request, 410);
  const name = user.display_name || user.username;
  const canonicalPath = `/users/${encodeURIComponent(user.username)}`;
  const about = clipText(plainTextOf(user.bio_html ?? ''), constants.seo.description_max);
  return plainPage(request, name, {
    description: about || request.t('seo.user_description', { name, site: request.siteName }),
    canonicalPath,
    // only the overview is the person's page; its tabs list posts that have pages of their own
    noindex: params.tabName !== undefined,
    openGraphType: 'profile',
    structuredData: [
      breadcrumbList([
        { name: request.t('page_title.users'), url: request.link('/users') },
        { name, url: request.link(canonicalPath) },
      ]),
    ],
  });
}
