import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const COPIED = ['package.json', 'spec', 'generator', 'generated', 'src', 'machines'];

export interface SpecEdit {
  /** a file under spec/ */
  file: string;
  from: string;
  to: string;
}

/**
 * A copy of the project whose spec/ got the given edits and was then regenerated with the
 * project's own `npm run generate` command: what a maintainer does, with no code touched.
 */
export function regeneratedCopy(edits: SpecEdit[]): { dir: string; remove(): void } {
  // Inside the project (in the ignored .tmp/) so the browser-side test's bundler may import from it.
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(root, '.tmp', 'spec-edit-'));
  for (const entry of COPIED) cpSync(join(root, entry), join(dir, entry), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  for (const edit of edits) {
    const path = join(dir, 'spec', edit.file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(edit.from)) throw new Error(`spec/${edit.file} no longer contains ${edit.from}`);
    writeFileSync(path, text.replace(edit.from, edit.to));
  }
  execFileSync('npm', ['run', '-s', 'generate'], { cwd: dir, stdio: 'pipe' });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The edit both halves of the spec-change test make: a tighter site-name limit and a reworded message. */
export const siteNameEdits: SpecEdit[] = [
  { file: 'constants.yaml', from: 'site_name_max: 30', to: 'site_name_max: 12' },
  {
    file: 'i18n/en_US.yaml',
    from: 'max_length: Site name up to {limit} characters.',
    to: 'max_length: Keep the site name within {limit} characters.',
  },
];
export const editedSiteNameMessage = 'Keep the site name within 12 characters.';
