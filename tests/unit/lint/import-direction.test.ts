import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The import-direction complaints ESLint, with the project's config, makes about `code` placed at `filePath`. */
async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'quorum/import-direction')
    .map((message) => message.message);
}

describe('the import directions of docs/architecture.md', () => {
  it('keeps the web app and the server apart', async () => {
    expect(
      await refusals('src/web/app/x.ts', "import { buildApp } from '../../server/app.ts';\nvoid buildApp;"),
    ).toEqual(['web code may not import server code (../../server/app.ts)']);
    expect(
      await refusals('src/server/http/x.ts', "export { default } from '../../web/pages/Errors/NotFound.tsx';"),
    ).toHaveLength(1);
  });

  it('keeps machines and shared code free of both', async () => {
    expect(await refusals('machines/x.ts', "import '../src/web/main.tsx';")).toHaveLength(1);
    expect(
      await refusals('src/shared/x.ts', "const load = () => import('../server/app.ts');\nvoid load;"),
    ).toHaveLength(1);
    expect(await refusals('src/shared/x.ts', "import '../../generated/constants.ts';")).toEqual([]);
  });

  it('lets a page area import its own files and shared components, never another area', async () => {
    expect(
      await refusals('src/web/pages/Tags/List.tsx', "import './tags.css';\nimport '../../components/Message.tsx';"),
    ).toEqual([]);
    expect(await refusals('src/web/pages/Tags/List.tsx', "import '../Questions/Ask.tsx';")).toEqual([
      'the Tags pages may not import from the Questions pages (../Questions/Ask.tsx)',
    ]);
  });

  it('lets the rest of the web app reach pages only through the route table', async () => {
    expect(await refusals('src/web/components/x.tsx', "import '../pages/Tags/List.tsx';")).toEqual([
      'pages are reached through the generated route table only (../pages/Tags/List.tsx)',
    ]);
    expect(
      await refusals('generated/routes.ts', "const page = () => import('../src/web/pages/Tags/List.tsx');\nvoid page;"),
    ).toEqual([]);
  });

  it('lets the tests import anything', async () => {
    expect(
      await refusals('tests/unit/x.test.ts', "import '../../src/server/app.ts';\nimport '../../src/web/main.tsx';"),
    ).toEqual([]);
  });
});
