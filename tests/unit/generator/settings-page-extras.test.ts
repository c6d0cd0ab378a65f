// The settings format's optional parts: get_extra (fields the GET answers beside the form's) and
// web_page (a page of its own instead of the generic one).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { SpecError } from '../../../generator/errors.ts';
import { generate } from '../../../generator/generate.ts';

const fixtures = join(import.meta.dirname, '../../fixtures/generator');
const workspaces: string[] = [];

/** The settings fixture (one page, spec/settings/site.yaml) with `changes` over its page file. */
function projectWith(changes: Record<string, unknown>, pages: string[] = []) {
  const rootDir = mkdtempSync(join(tmpdir(), 'quorum-gen-extras-'));
  workspaces.push(rootDir);
  cpSync(join(fixtures, 'base'), rootDir, { recursive: true });
  cpSync(join(fixtures, 'settings'), rootDir, { recursive: true });
  const file = join(rootDir, 'spec/settings/site.yaml');
  writeFileSync(file, stringify({ ...(parse(readFileSync(file, 'utf8')) as object), ...changes }));
  for (const page of pages) {
    mkdirSync(join(rootDir, 'src/web/pages', page, '..'), { recursive: true });
    writeFileSync(join(rootDir, 'src/web/pages', `${page}.tsx`), 'export default function Page() { return null; }\n');
  }
  return { specDir: join(rootDir, 'spec'), rootDir };
}

afterAll(() => {
  for (const dir of workspaces) rmSync(dir, { recursive: true, force: true });
});

describe('settings pages: answers beside the form and pages of their own', () => {
  it('get_extra adds fields to what GET and PUT answer, not to the form or the public section', async () => {
    const output = await generate(
      projectWith({ get_extra: { choices: { type: 'array', items: { type: 'string' } } } }),
    );
    const { schemas } = JSON.parse(output.get('openapi.json')!).components;
    expect(schemas.AdminSettingsSite.required).toEqual(['title', 'secret', 'choices']);
    expect(Object.keys(schemas.SiteSite.properties)).toEqual(['title']);
    expect(output.get('forms.ts')).not.toContain('"choices"');
  });

  it('web_page routes the page to a page of its own', async () => {
    const output = await generate(projectWith({ web_page: 'Admin/Special' }, ['Admin/Special']));
    expect(output.get('routes.ts')).toMatch(/"path": "\/admin\/site",\n\s+"page": "Admin\/Special"/);
  });

  it.each([
    ['a get_extra field that is a form field', { get_extra: { title: { type: 'string' } } }, 'get_extra.title'],
    ['a get_extra field without a schema', { get_extra: { choices: 'list' } }, 'get_extra.choices'],
    ['a web_page outside the admin pages', { web_page: 'Home/Index' }, 'web_page'],
  ])('refuses %s', async (_name, changes, at) => {
    const error = await generate(projectWith(changes)).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SpecError);
    expect((error as SpecError).message).toContain(at);
  });
});
