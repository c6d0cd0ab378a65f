import { stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { afterBulkLoad } from '../../db/after-bulk-load.ts';
import type { Database } from '../../db/schema.ts';
import { readSettings } from '../../db/settings-store.ts';
import { normalizeSiteUrl } from '../../settings/site-url.ts';
import { ImportError } from './import-error.ts';
import { importComments } from './import-comments.ts';
import { importLinks } from './import-links.ts';
import { importAnswers, importQuestions } from './import-posts.ts';
import type { ImportProgress, ImportRun, ImportStep } from './import-run.ts';
import { importTags } from './import-tags.ts';
import { importUsers } from './import-users.ts';
import { importVotes } from './import-votes.ts';
import { recountQuestions } from './recount-questions.ts';
import { scanPosts } from './scan-posts.ts';
import { SourceMap } from './source-map.ts';
import { countRows } from './xml-rows.ts';

export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void;
  /** the source site's address; https://<folder name>.stackexchange.com unless given */
  sourceUrl?: string;
}

/** The files an import reads; a dump without the optional ones imports without what they hold. */
const REQUIRED_FILES = ['Users.xml', 'Posts.xml'];
const OPTIONAL_FILES = ['Tags.xml', 'Comments.xml', 'Votes.xml', 'PostLinks.xml'];

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/** The dump files a folder holds; refuses a folder that is none or lacks a required file. */
export async function readDumpFolder(folder: string): Promise<Set<string>> {
  if (!(await stat(folder).catch(() => null))?.isDirectory())
    throw new ImportError('import.error.not_a_folder', { folder });
  const present = new Set<string>();
  for (const file of [...REQUIRED_FILES, ...OPTIONAL_FILES]) if (await isFile(join(folder, file))) present.add(file);
  for (const file of REQUIRED_FILES)
    if (!present.has(file)) throw new ImportError('import.error.missing_file', { folder, file });
  return present;
}

function sourceUrlOf(folder: string, given: string | undefined): string {
  const url = given ?? `https://${basename(folder)}.stackexchange.com`;
  const refusal = new ImportError('import.error.bad_source_url', {
    url,
    max: String(constants.stackexchange_import.source_host_max),
  });
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw refusal;
  }
  const web = parsed.protocol === 'https:' || parsed.protocol === 'http:';
  if (!web || parsed.host.length > constants.stackexchange_import.source_host_max) throw refusal;
  return parsed.origin;
}

/** Per step, how many source rows it reads: the progress bar's totals. */
async function stepTotals(folder: string, present: Set<string>, posts: number): Promise<Record<ImportStep, number>> {
  const rowsOf = async (file: string) => (present.has(file) ? countRows(join(folder, file)) : 0);
  return {
    users: await rowsOf('Users.xml'),
    tags: await rowsOf('Tags.xml'),
    questions: posts,
    answers: posts,
    comments: await rowsOf('Comments.xml'),
    votes: await rowsOf('Votes.xml'),
    links: await rowsOf('PostLinks.xml'),
    counters: 0,
  };
}

/**
 * Imports a Stack Exchange data dump folder (Users, Posts, Tags, Comments, Votes, PostLinks .xml) into
 * the site: accounts without passwords, tags with their wikis, questions and answers in markdown with
 * their dates, scores, accepted answers and credit to the source, comments, bookmarks, links between
 * questions and duplicates closed as such. Every record is written once: a second run of the same dump
 * finds it in import_map and changes nothing, and a run cut short carries on where it stopped.
 */
export async function importStackExchange(
  db: Kysely<Database>,
  folder: string,
  options: ImportOptions = {},
): Promise<void> {
  const root = resolve(folder);
  const present = await readDumpFolder(root);
  const sourceUrl = sourceUrlOf(root, options.sourceUrl);
  const general = (await readSettings(db)).general as { site_url?: string } | undefined;
  const map = new SourceMap(new URL(sourceUrl).host);
  for (const kind of ['user', 'tag', 'post', 'comment', 'link', 'favorite'] as const) await map.load(db, kind);

  const scan = await scanPosts(join(root, 'Posts.xml'));
  const posts = [...scan.counts.values()].reduce((sum, count) => sum + count, 0);
  const totals = await stepTotals(root, present, posts);
  const done = new Map<ImportStep, number>();
  const run: ImportRun = {
    db,
    folder: root,
    map,
    sourceUrl,
    siteUrl: normalizeSiteUrl(general?.site_url ?? '') ?? '',
    startedAt: Math.floor(Date.now() / 1000),
    touchedQuestions: new Set(),
    authorNames: new Map(),
    progress(step, rows) {
      done.set(step, (done.get(step) ?? 0) + rows);
      options.onProgress?.({ step, done: done.get(step)!, total: totals[step] });
    },
  };

  await importUsers(run);
  await importTags(run, scan, present.has('Tags.xml'));
  await importQuestions(run);
  await importAnswers(run, scan);
  if (present.has('Comments.xml')) await importComments(run);
  if (present.has('Votes.xml')) await importVotes(run);
  if (present.has('PostLinks.xml')) await importLinks(run);
  totals.counters = run.touchedQuestions.size;
  await recountQuestions(db, run.touchedQuestions, run.startedAt, (count) => run.progress('counters', count));
  await afterBulkLoad(db);
}
