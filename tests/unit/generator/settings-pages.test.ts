import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { SpecError } from '../../../generator/errors.ts';
import { generate } from '../../../generator/generate.ts';

const fixtures = join(import.meta.dirname, '../../fixtures/generator');
const workspaces: string[] = [];
type Yaml = Record<string, unknown> & { form: { schema: { properties: Record<string, Record<string, unknown>> } } };

/** The base fixture with the settings overlay (one page, spec/settings/site.yaml), its files changed by `edit`. */
function projectWith(edit: (rootDir: string) => void = () => undefined) {
  const rootDir = mkdtempSync(join(tmpdir(), 'quorum-gen-settings-'));
  workspaces.push(rootDir);
  cpSync(join(fixtures, 'base'), rootDir, { recursive: true });
  cpSync(join(fixtures, 'settings'), rootDir, { recursive: true });
  edit(rootDir);
  return { specDir: join(rootDir, 'spec'), rootDir };
}

function editPage(edit: (page: Yaml) => void, file = 'site') {
  return (rootDir: string) => {
    const path = join(rootDir, 'spec/settings/site.yaml');
    const page = parse(readFileSync(path, 'utf8')) as Yaml;
    edit(page);
    writeFileSync(join(rootDir, `spec/settings/${file}.yaml`), stringify(page));
  };
}

afterAll(() => {
  for (const dir of workspaces) rmSync(dir, { recursive: true, force: true });
});

async function refusal(project: { specDir: string; rootDir: string }) {
  const error = await generate(project).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SpecError);
  return error as SpecError;
}

describe('settings pages in the generator', () => {
  it('adds the GET and PUT, the form, the public component without private fields, the route and the page table', async () => {
    const output = await generate(projectWith());
    const document = JSON.parse(output.get('openapi.json')!);
    const item = document.paths['/answer/admin/api/site'];
    expect(item.get).toMatchObject({ operationId: 'getAdminSite', 'x-auth': 'admin', 'x-handler': 'admin-settings' });
    expect(item.put).toMatchObject({ operationId: 'updateAdminSite', 'x-form': 'site_site', tags: ['admin-settings'] });
    expect(document.components.schemas.AdminSettingsSite.required).toEqual(['title', 'secret']);
    expect(Object.keys(document.components.schemas.SiteSite.properties)).toEqual(['title']);
    expect(JSON.stringify(document)).not.toContain('x-private');
    expect(output.get('forms.ts')).toContain('"id": "site_site"');
    expect(output.get('settings-pages.ts')).toContain('"private": [\n      "secret"\n    ]');
    expect(output.get('routes.ts')).toMatch(/"path": "\/admin\/site",\n\s+"page": "Admin\/Settings"/);
    expect(output.get('routes.ts')).toMatch(/"nav": "dashboard",\n\s+"order": 1/);
  });

  const cases: Array<[string, ReturnType<typeof projectWith>, string, string, RegExp]> = [
    [
      'a form rule without a message',
      projectWith(editPage((page) => (page.form.schema.properties.title!.minLength = 2))),
      'spec/settings/site.yaml',
      'messages.title.minLength',
      /rule 'minLength' of field 'title' has no message key/,
    ],
    [
      'an unknown nav group',
      projectWith(editPage((page) => (page.nav = 'basement'))),
      'spec/settings/site.yaml',
      'nav',
      /unknown nav group 'basement'/,
    ],
    [
      'a missing title key',
      projectWith(editPage((page) => (page.title = 'demo.no_such_title'))),
      'spec/settings/site.yaml',
      'title',
      /message key 'demo.no_such_title' is missing/,
    ],
    [
      'a missing operation',
      projectWith(editPage((page) => delete (page.operations as Record<string, unknown>).put)),
      'spec/settings/site.yaml',
      'operations.put',
      /needs \{ path, operationId \}/,
    ],
    [
      'an operation path outside the admin API',
      projectWith(
        editPage((page) => {
          page.operations = {
            get: { path: '/demo', operationId: 'getAdminSite' },
            put: { path: '/answer/admin/api/site', operationId: 'updateAdminSite' },
          };
        }),
      ),
      'spec/settings/site.yaml',
      'operations.get.path',
      /a settings operation lives under \/answer\/admin\/api\//,
    ],
    [
      'a storage row used twice',
      projectWith(
        editPage((page) => {
          page.id = 'other';
          page.path = '/admin/other';
          page.public = null;
          page.operations = {
            get: { path: '/answer/admin/api/other', operationId: 'getAdminOther' },
            put: { path: '/answer/admin/api/other', operationId: 'updateAdminOther' },
          };
        }, 'other'),
      ),
      'spec/settings/site.yaml',
      'storage',
      /storage row 'site' is already used by spec\/settings\/other.yaml/,
    ],
    [
      'an operationId used twice',
      projectWith(
        editPage((page) => {
          page.id = 'other';
          page.path = '/admin/other';
          page.storage = 'other';
          page.public = null;
          page.operations = {
            get: { path: '/answer/admin/api/other', operationId: 'getAdminSite' },
            put: { path: '/answer/admin/api/other', operationId: 'updateAdminOther' },
          };
        }, 'other'),
      ),
      'spec/settings/site.yaml',
      'operations.get.operationId',
      /operationId 'getAdminSite' is already used/,
    ],
    [
      'an operation path and method another page has',
      projectWith(
        editPage((page) => {
          page.id = 'other';
          page.path = '/admin/other';
          page.storage = 'other';
          page.public = null;
          page.operations = {
            get: { path: '/answer/admin/api/site', operationId: 'getAdminOther' },
            put: { path: '/answer/admin/api/other', operationId: 'updateAdminOther' },
          };
        }, 'other'),
      ),
      'spec/settings/site.yaml',
      'operations.get',
      /get \/answer\/admin\/api\/site is defined twice/,
    ],
    [
      'a field without a default',
      projectWith(editPage((page) => delete page.form.schema.properties.title!.default)),
      'spec/settings/site.yaml',
      'form.schema.properties.title',
      /every settings field needs a default/,
    ],
    [
      'a public component also written by hand',
      projectWith((rootDir) => {
        const path = join(rootDir, 'spec/openapi/ping.yaml');
        writeFileSync(path, `${readFileSync(path, 'utf8')}    SiteSite: { type: object }\n`);
      }),
      'spec/settings/site.yaml',
      'form',
      /component SiteSite is also written by hand/,
    ],
    [
      'a route that spec/routes.yaml has too',
      projectWith((rootDir) => {
        const path = join(rootDir, 'spec/routes.yaml');
        writeFileSync(
          path,
          `${readFileSync(path, 'utf8')}  - { path: /admin/site, page: Admin/Settings, layout: admin, guard: admin, title: demo.title, status: planned }\n`,
        );
      }),
      'spec/routes.yaml',
      // the page's own route comes after those of spec/routes.yaml
      'routes.4.path',
      /\/admin\/site is routed twice/,
    ],
    [
      'no generic handlers module',
      projectWith((rootDir) => rmSync(join(rootDir, 'src/server/modules/admin-settings'), { recursive: true })),
      'spec/settings',
      'getAdminSite',
      /served by src\/server\/modules\/admin-settings\/handlers.ts, which does not exist/,
    ],
  ];

  it.each(cases)('refuses %s, naming the file and the path', async (_name, project, file, path, problem) => {
    const error = await refusal(project);
    expect({ file: error.file, path: error.path }).toEqual({ file, path });
    expect(error.message).toMatch(problem);
  });
});
