import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { SaxesParser } from 'saxes';

/** A question of the Stack Exchange sample as the evaluation needs it. */
export interface SampleQuestion {
  sourceId: string;
  title: string;
  /** the body as Stack Exchange stores it (HTML) */
  html: string;
  tags: string[];
  score: number;
  createdAt: number;
}

export interface SampleAnswer {
  sourceId: string;
  questionSourceId: string;
  html: string;
  score: number;
  createdAt: number;
}

/** A PostLinks row between two questions (LinkTypeId 1 linked, 3 duplicate). */
export interface SampleLink {
  from: string;
  to: string;
  duplicate: boolean;
}

export interface Sample {
  questions: SampleQuestion[];
  answers: SampleAnswer[];
  links: SampleLink[];
}

/** Calls `onRow` with the attributes of every <row> of a dump file, streaming it. */
async function readRows(file: string, onRow: (attributes: Record<string, string>) => void): Promise<void> {
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    if (tag.name === 'row') onRow(tag.attributes as Record<string, string>);
  });
  for await (const chunk of createReadStream(file, 'utf8')) parser.write(chunk as string);
  parser.close();
}

const seconds = (date: string) => Math.floor(Date.parse(`${date}Z`) / 1000);
// Tags="<quantum-gate><circuit-construction>"
const tagsOf = (text: string | undefined) => [...(text ?? '').matchAll(/<([^>]+)>/g)].map((match) => match[1]!);

/** The questions, answers and question-to-question links of a Stack Exchange dump folder. */
export async function readSample(folder: string): Promise<Sample> {
  const questions: SampleQuestion[] = [];
  const answers: SampleAnswer[] = [];
  await readRows(join(folder, 'Posts.xml'), (row) => {
    const common = {
      sourceId: row.Id!,
      html: row.Body ?? '',
      score: Number(row.Score),
      createdAt: seconds(row.CreationDate!),
    };
    if (row.PostTypeId === '1') questions.push({ ...common, title: row.Title ?? '', tags: tagsOf(row.Tags) });
    if (row.PostTypeId === '2') answers.push({ ...common, questionSourceId: row.ParentId! });
  });
  const known = new Set(questions.map((question) => question.sourceId));
  const links: SampleLink[] = [];
  await readRows(join(folder, 'PostLinks.xml'), (row) => {
    const [from, to] = [row.PostId!, row.RelatedPostId!];
    if (from !== to && known.has(from) && known.has(to)) links.push({ from, to, duplicate: row.LinkTypeId === '3' });
  });
  return { questions, answers, links };
}
