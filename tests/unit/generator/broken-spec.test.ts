import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SpecError } from '../../../generator/errors.ts';
import { generate } from '../../../generator/generate.ts';

const fixtures = join(import.meta.dirname, '../../fixtures/generator');
const workspaces: string[] = [];

/** The valid base fixture with one broken case's files laid over it. */
function projectWith(brokenCase?: string): { specDir: string; rootDir: string } {
  const rootDir = mkdtempSync(join(tmpdir(), 'quorum-gen-'));
  workspaces.push(rootDir);
  cpSync(join(fixtures, 'base'), rootDir, { recursive: true });
  if (brokenCase) cpSync(join(fixtures, 'broken', brokenCase), rootDir, { recursive: true });
  return { specDir: join(rootDir, 'spec'), rootDir };
}

afterAll(() => {
  for (const dir of workspaces) rmSync(dir, { recursive: true, force: true });
});

describe('the generator', () => {
  it('generates the valid fixture, resolving constants into schemas', async () => {
    const output = await generate(projectWith());
    expect([...output.keys()]).toContain('operations.ts');
    expect(output.get('forms.ts')).toContain('"maxLength": 10');
    expect(output.get('routes.ts')).toContain("'Home/Index': () => import('../src/web/pages/Home/Index.tsx')");
    expect(output.get('routes.ts')).not.toContain('Later/Page.tsx');
    // a navigation group lists its routes by order; a group no route names is left out
    expect(output.get('routes.ts')).toContain(
      'export const navGroups = [\n  {\n    "name": "main",\n    "heading": null,\n    "paths": [\n      "/later",\n      "/"\n    ]\n  }\n]',
    );
    // a route's flags reach the table, absent ones as false
    expect(output.get('routes.ts')).toContain(
      '"loginRequiredExempt": false,\n    "serverRendered": true,\n    "listing": true,\n    "newestFeed": true',
    );
    expect(output.get('routes.ts')).toContain(
      '"loginRequiredExempt": false,\n    "serverRendered": false,\n    "listing": false,\n    "newestFeed": false',
    );
    // fragments: spec/openapi/ping.yaml and spec/i18n/<lang>/ping.yaml
    expect(output.get('operations.json')).toContain('"operationId": "getPing"');
    expect(output.get('messages/zh_CN.ts')).toContain('"ping.title": "探测"');
  });

  it('is deterministic', async () => {
    const project = projectWith();
    const first = await generate(project);
    const second = await generate(project);
    expect([...second]).toEqual([...first]);
  });

  const cases: Array<[string, string, string, RegExp]> = [
    [
      'unresolved-ref',
      'spec/openapi.yaml',
      'paths./demo.get.responses.200.x-data',
      /unresolved \$ref #\/components\/schemas\/Missing/,
    ],
    [
      'unresolved-external-ref',
      'spec/openapi.yaml',
      'paths./demo.post.requestBody.content.application/json.schema',
      /unresolved \$ref forms\/nope.yaml#\/schema: no such file/,
    ],
    ['missing-catalogue-key', 'spec/i18n/zh_CN.yaml', 'demo.greeting', /message key missing/],
    [
      'unknown-message-key',
      'spec/forms/demo_form.yaml',
      'ui.title.label',
      /message key 'demo.no_such_label' is missing from the en_US catalogue/,
    ],
    [
      'rule-without-message',
      'spec/forms/demo_form.yaml',
      'messages.title.maxLength',
      /rule 'maxLength' of field 'title' has no message key/,
    ],
    ['operation-without-handler', 'spec/openapi.yaml', 'postDemo', /operation has no handler/],
    ['missing-page', 'spec/routes.yaml', 'routes.0.page', /routed page Home\/Missing does not exist/],
    [
      'unknown-constant',
      'spec/forms/demo_form.yaml',
      'schema.properties.title.maxLength',
      /\$const limits.title_maximum does not name a constant/,
    ],
    ['invalid-icu', 'spec/i18n/en_US.yaml', 'demo.greeting', /not a valid ICU message/],
    ['rich-text-tag', 'spec/i18n/en_US.yaml', 'demo.greeting', /rich text tags \(<b>\) are not supported/],
    ['mismatched-arguments', 'spec/i18n/zh_CN.yaml', 'demo.greeting', /uses arguments \{who\} but en_US uses \{name\}/],
    ['duplicate-message-key', 'spec/i18n/zh_CN/ping.yaml', 'demo.title', /already defined in spec\/i18n\/zh_CN.yaml/],
    ['duplicate-path', 'spec/openapi/ping.yaml', 'paths./demo', /already defined in spec\/openapi.yaml/],
    ['group-without-fields', 'spec/forms/demo_form.yaml', 'ui.title.fields', /a group widget needs fields/],
    [
      'unknown-privilege',
      'spec/openapi.yaml',
      'paths./demo.post.x-privilege',
      /x-privilege must name a power of constants privileges \(got levitate\)/,
    ],
    ['unknown-guard', 'spec/routes.yaml', 'routes.1.guard', /unknown guard 'wizards_only'/],
    ['private-listing', 'spec/routes.yaml', 'routes.1.listing', /listing needs the public guard \(got login\)/],
    [
      'feed-without-listing',
      'spec/routes.yaml',
      'routes.0.newest_feed',
      /only a listing advertises the newest-questions feed/,
    ],
    ['unknown-nav-group', 'spec/routes.yaml', 'routes.1.nav', /unknown navigation group 'sidebar'/],
    [
      'id-without-shared-id',
      'spec/forms/demo_form.yaml',
      'schema.properties.item_id',
      /the id item_id must refer to a shared id component/,
    ],
    [
      'unbounded-query',
      'spec/openapi.yaml',
      'paths./demo.get.parameters.0.schema',
      /a number \(integer\) a client sends needs minimum and maximum/,
    ],
  ];

  it.each(cases)('refuses %s, naming the file and the path', async (brokenCase, file, path, problem) => {
    const error = await generate(projectWith(brokenCase)).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SpecError);
    const specError = error as SpecError;
    expect({ file: specError.file, path: specError.path }).toEqual({ file, path });
    expect(specError.problem).toMatch(problem);
  });
});
