import { constants } from '../../../../generated/constants.ts';
import { readRows, type SourceRow } from './xml-rows.ts';

const { post_types: postTypes, batch_size: batchSize } = constants.stackexchange_import;

/** What the later steps need to know of Posts.xml before they write: read once, whatever was imported before. */
export interface PostsScan {
  /** question source id → its accepted answer's source id */
  acceptedAnswers: Map<string, string>;
  /** every tag a question carries */
  tagNames: Set<string>;
  /** tag wiki excerpts and bodies (types 4 and 5) by source id */
  tagWikis: Map<string, SourceRow>;
  /** rows per post type, for the progress bar's totals */
  counts: Map<string, number>;
}

/** The tag names of a question's Tags attribute, `<quantum-gate><q#>`. */
export function tagsOf(row: SourceRow): string[] {
  return [...(row.Tags ?? '').matchAll(/<([^<>]+)>/g)].map((match) => match[1]!);
}

export async function scanPosts(path: string): Promise<PostsScan> {
  const scan: PostsScan = { acceptedAnswers: new Map(), tagNames: new Set(), tagWikis: new Map(), counts: new Map() };
  for await (const batch of readRows(path, batchSize)) {
    for (const row of batch) {
      const type = Number(row.PostTypeId);
      scan.counts.set(String(type), (scan.counts.get(String(type)) ?? 0) + 1);
      if (row.Id === undefined) continue;
      if (type === postTypes.question) {
        if (row.AcceptedAnswerId) scan.acceptedAnswers.set(row.Id, row.AcceptedAnswerId);
        for (const name of tagsOf(row)) scan.tagNames.add(name);
      } else if (type === postTypes.tag_excerpt || type === postTypes.tag_wiki) {
        scan.tagWikis.set(row.Id, row);
      }
    }
  }
  return scan;
}
