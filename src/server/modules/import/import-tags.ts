import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';
import { normalizeSlug, SLUG_PATTERN } from '../question/post-tags.ts';
import { insertTag, tagCreatedMeanwhile } from '../tag/insert-tag.ts';
import { attributionFor, writeAttribution } from './attribution.ts';
import { htmlToMarkdown } from './html-to-markdown.ts';
import { authorName, authorOf } from './import-users.ts';
import { dumpFile, importRows, type ImportRun, unixSeconds } from './import-run.ts';
import type { PostsScan } from './scan-posts.ts';
import { readRows, type SourceRow } from './xml-rows.ts';

const { batch_size: batchSize } = constants.stackexchange_import;

/** The tags of Tags.xml, then those only questions name, as rows of Tags.xml. */
async function* tagRows(run: ImportRun, scan: PostsScan, tagsFile: boolean): AsyncGenerator<SourceRow[]> {
  const listed = new Set<string>();
  if (tagsFile)
    for await (const batch of readRows(dumpFile(run, 'Tags.xml'), batchSize)) {
      for (const row of batch) if (row.TagName) listed.add(row.TagName);
      yield batch;
    }
  const unlisted = [...scan.tagNames].filter((name) => !listed.has(name)).map((name) => ({ TagName: name }));
  for (let start = 0; start < unlisted.length; start += batchSize) yield unlisted.slice(start, start + batchSize);
}

/** A tag's description: its wiki excerpt, then its wiki, as markdown; with the wiki post that gives its author. */
function description(scan: PostsScan, row: SourceRow): { text: string; post: SourceRow | undefined } {
  const excerpt = row.ExcerptPostId ? scan.tagWikis.get(row.ExcerptPostId) : undefined;
  const wiki = row.WikiPostId ? scan.tagWikis.get(row.WikiPostId) : undefined;
  const text = [excerpt, wiki]
    .map((post) => htmlToMarkdown(post?.Body ?? ''))
    .filter((part) => part !== '')
    .join('\n\n');
  return { text, post: wiki ?? excerpt };
}

async function writeTag(
  run: ImportRun,
  scan: PostsScan,
  trx: Kysely<Database>,
  row: SourceRow,
): Promise<string | null> {
  const slug = normalizeSlug(row.TagName!);
  if (!SLUG_PATTERN.test(slug) || slug.length > constants.limits.tag.slug_max) return null;
  const existing = await trx.selectFrom('tag').select('id').where('slug_name', '=', slug).executeTakeFirst();
  // a tag of the same name already here is the one the imported questions join
  if (existing) return String(existing.id);
  const { text, post } = description(scan, row);
  const now = unixSeconds(post?.CreationDate) || run.startedAt;
  const id = await insertTag(trx, {
    slug,
    displayName: row.TagName!.slice(0, constants.limits.tag.display_name_max),
    originalText: text,
    userId: authorOf(run, post?.OwnerUserId),
    now,
  });
  // a tag the site created meanwhile is the one they join, as one found above is
  if (!id) return (await tagCreatedMeanwhile(trx, slug)).id;
  if (post) {
    const author = authorName(run, post, 'OwnerUserId', 'OwnerDisplayName');
    await writeAttribution(
      trx,
      id,
      attributionFor(run.sourceUrl, 'tag', row.TagName!, author, post.CreationDate ?? ''),
      now,
    );
  }
  return id;
}

/** The tags of Tags.xml (when the dump has it) and those only questions name. */
export async function importTags(run: ImportRun, scan: PostsScan, tagsFile: boolean): Promise<void> {
  await importRows(run, 'tags', tagRows(run, scan, tagsFile), 'tag', (trx, row) => writeTag(run, scan, trx, row), {
    key: (row) => row.TagName,
  });
}
