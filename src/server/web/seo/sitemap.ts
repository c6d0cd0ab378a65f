import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { questionPath } from '../../../shared/permalink/question-link.ts';
import type { Database } from '../../db/schema.ts';
import { escapeMarkup } from '../html-escape.ts';
import { publicQuestions } from './public-questions.ts';
import { isoDate } from './structured-data.ts';

const { sitemap_page_urls: PAGE_URLS, sitemap_cache_seconds: CACHE_SECONDS } = constants.seo;
const XML = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The listings a crawler should know beside the questions, sitemap page 0. */
const LISTINGS = ['/', '/questions', '/featured', '/tags', '/users'];

/**
 * Where each sitemap page of questions starts, as question ids: page n lists the public questions whose
 * id is at least starts[n-1] and below starts[n]. Each range holds at most a page's worth of question
 * ids of any status, so it never outgrows a page whatever is hidden or shown later, and a range once
 * found never changes (ids only grow): later requests only look for new ranges past the last one,
 * walking the primary key, never scanning the table again.
 */
export class SitemapRanges {
  readonly #starts: string[] = ['0'];
  #checkedAt = Number.NEGATIVE_INFINITY;
  #extending: Promise<void> | null = null;

  readonly #pageUrls: number;
  readonly #recheckMs: number;

  /** Tests ask for small pages and no wait between checks; the site uses the spec's numbers. */
  constructor(pageUrls: number = PAGE_URLS, recheckMs: number = CACHE_SECONDS * 1000) {
    this.#pageUrls = pageUrls;
    this.#recheckMs = recheckMs;
  }

  async starts(db: Kysely<Database>): Promise<readonly string[]> {
    if (Date.now() - this.#checkedAt >= this.#recheckMs) {
      this.#extending ??= this.#extend(db).finally(() => {
        this.#extending = null;
      });
      await this.#extending;
    }
    return [...this.#starts];
  }

  async #extend(db: Kysely<Database>): Promise<void> {
    for (;;) {
      const next = await db
        .selectFrom('question')
        .select('id')
        .where('id', '>=', this.#starts.at(-1)!)
        .orderBy('id')
        .limit(1)
        .offset(this.#pageUrls)
        .executeTakeFirst();
      if (!next) break;
      this.#starts.push(String(next.id));
    }
    this.#checkedAt = Date.now();
  }
}

function urlEntry(loc: string, lastmod?: string): string {
  return `<url><loc>${escapeMarkup(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
}

/** The sitemap index: the listings' page, then one page per range of questions. */
export function sitemapIndexXml(pageCount: number, link: (path: string) => string): string {
  const pages = Array.from(
    { length: pageCount + 1 },
    (_, page) => `<sitemap><loc>${escapeMarkup(link(`${constants.seo.sitemap_page_path}/${page}`))}</loc></sitemap>`,
  );
  return `${XML}\n<sitemapindex xmlns="${NAMESPACE}">\n${pages.join('\n')}\n</sitemapindex>\n`;
}

/** Sitemap page 0: the site's listings. */
export function listingsSitemapXml(link: (path: string) => string): string {
  return urlSetXml(LISTINGS.map((path) => urlEntry(link(path))));
}

/** A sitemap page of questions: the public ones of its id range, each at its permalink. */
export async function questionsSitemapXml(
  db: Kysely<Database>,
  range: { from: string; below: string | undefined },
  permalink: number,
  link: (path: string) => string,
): Promise<string> {
  let query = publicQuestions(db)
    .select(['id', 'title', 'post_update_time'])
    .where('id', '>=', range.from)
    .orderBy('id');
  if (range.below !== undefined) query = query.where('id', '<', range.below);
  const rows = await query.limit(PAGE_URLS).execute();
  return urlSetXml(
    rows.map((row) =>
      urlEntry(link(questionPath(permalink, { id: String(row.id), title: row.title })), isoDate(row.post_update_time)),
    ),
  );
}

function urlSetXml(entries: string[]): string {
  return `${XML}\n<urlset xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}
