import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { checkOperationBounds, checkRequestBounds } from './check/bounds.ts';
import { checkForm, type FormDefinition } from './check/forms.ts';
import { checkHandlers } from './check/handlers.ts';
import { checkCatalogues, flattenCatalogue, requireMessageKey, type Catalogues } from './check/messages.ts';
import { expandOpenApi } from './check/openapi.ts';
import { checkRoutes } from './check/routes.ts';
import {
  addSettingsToDocument,
  checkSettingsFiles,
  SETTINGS_HANDLER,
  withoutPrivateMarks,
  withSettingsRoutes,
  type SettingsFile,
} from './check/settings.ts';
import { constantLookup, resolveConstants } from './constants.ts';
import { emitClient } from './emit/client.ts';
import { emitFormValidators } from './emit/form-validators.ts';
import { emitForms } from './emit/forms.ts';
import { HEADER, json } from './emit/format.ts';
import { emitConstants } from './emit/constants.ts';
import { emitMessages } from './emit/messages.ts';
import { emitOperations } from './emit/operations.ts';
import { emitSchemas } from './emit/schemas.ts';
import { emitRoutes } from './emit/routes.ts';
import { emitSettingsPages } from './emit/settings.ts';
import { SpecError } from './errors.ts';
import { mergeFragments } from './fragments.ts';
import { displayName, isRecord, readYaml, yamlFilesIn, type SpecFiles } from './load.ts';
import { bundleRefs, dereference } from './refs.ts';

/** Reads and checks spec/, and returns every file of generated/ by its path relative to it. */
export async function generate(files: SpecFiles): Promise<Map<string, string>> {
  const at = (...parts: string[]) => join(files.specDir, ...parts);
  const name = (absolute: string) => displayName(files, absolute);

  const constants = readYaml(files, at('constants.yaml'));
  const lookup = constantLookup(constants);
  const load = (absolute: string) => resolveConstants(readYaml(files, absolute), lookup, name(absolute));

  const catalogues = loadCatalogues(files, constants);
  checkCatalogues(catalogues, (language) => `spec/i18n/${language}.yaml`);
  const bootScreenKeys = bootScreenMessageKeys(constants, catalogues);

  const openapiFile = at('openapi.yaml');
  const openapiRoot = load(openapiFile);
  if (!isRecord(openapiRoot)) throw new SpecError(name(openapiFile), '', 'expected an OpenAPI document');
  const fragments = yamlFilesIn(at('openapi')).map((file) => ({ name: name(file), content: load(file) }));
  const merged = mergeFragments(openapiRoot, name(openapiFile), fragments, [['paths'], ['components', 'schemas']]);
  // spec/settings/<page>.yaml: each admin settings page adds its GET and PUT and its components
  const rawRoutes = load(at('routes.yaml'));
  const settings = checkSettingsFiles(
    yamlFilesIn(at('settings')).map((file) => ({ file: name(file), content: load(file) })),
    catalogues,
    isRecord(rawRoutes) && isRecord(rawRoutes.nav_groups) ? Object.keys(rawRoutes.nav_groups) : [],
  );
  addSettingsToDocument(merged as Record<string, unknown>, settings);
  // Refs in fragments are written relative to spec/, like those of openapi.yaml.
  const bundled = bundleRefs(merged, openapiFile, name(openapiFile), load);
  checkOperationBounds(bundled, name(openapiFile));

  // A form's schema may refer to the document's components (the shared ids); forms see them resolved.
  const forms = new Map<string, FormDefinition>();
  for (const file of yamlFilesIn(at('forms'))) {
    const raw = load(file);
    checkRequestBounds(isRecord(raw) ? raw.schema : undefined, null, name(file), ['schema'], bundled);
    const form = checkForm(
      raw,
      name(file),
      catalogues,
      (schema) => dereference(schema, bundled) as Record<string, unknown>,
    );
    forms.set(form.id, form);
  }
  for (const settingsFile of settings)
    forms.set(settingsFile.page.form, checkSettingsForm(settingsFile, forms, bundled, catalogues));
  const { document, operations } = expandOpenApi(bundled, name(openapiFile), forms, privilegeNames(constants));
  checkHandlers(
    operations.map((operation) => operation.operationId),
    join(files.rootDir, 'src/server/modules'),
    settings.length > 0 ? SETTINGS_HANDLER : null,
    settings.flatMap(({ page }) => [page.get.operationId, page.put.operationId]),
  );

  const routes = checkRoutes(
    withSettingsRoutes(rawRoutes, settings),
    name(at('routes.yaml')),
    catalogues,
    join(files.rootDir, 'src/web/pages'),
  );

  const apiTypes = astToString(await openapiTS(document as never, { alphabetize: true }));

  const output = new Map<string, string>();
  for (const [file, content] of emitConstants(constants)) output.set(file, content);
  for (const [file, content] of emitMessages(catalogues, bootScreenKeys)) output.set(file, content);
  output.set('openapi.json', `${json(document)}\n`);
  output.set('api-types.ts', `${HEADER}${apiTypes}`);
  for (const [file, content] of emitOperations(operations)) output.set(file, content);
  output.set('client.ts', emitClient(operations));
  output.set('forms.ts', emitForms([...forms.values()]));
  for (const [file, content] of emitFormValidators([...forms.values()])) output.set(file, content);
  const componentSchemas = dereference((document.components as Record<string, unknown>).schemas, document) as Record<
    string,
    Record<string, unknown>
  >;
  for (const [file, content] of emitSchemas(componentSchemas)) output.set(file, content);
  output.set('routes.ts', emitRoutes(routes));
  output.set('settings-pages.ts', emitSettingsPages(settings.map(({ page }) => page)));
  return new Map([...output.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/** spec/i18n/<lang>.yaml plus the domain files in spec/i18n/<lang>/; a key defined twice is an error. */
function loadCatalogue(files: SpecFiles, code: string): Record<string, string> {
  const rootName = `spec/i18n/${code}.yaml`;
  const catalogue = flattenCatalogue(readYaml(files, join(files.specDir, 'i18n', `${code}.yaml`)), rootName);
  const owner = new Map(Object.keys(catalogue).map((key) => [key, rootName]));
  for (const file of yamlFilesIn(join(files.specDir, 'i18n', code))) {
    const fileName = displayName(files, file);
    for (const [key, message] of Object.entries(flattenCatalogue(readYaml(files, file), fileName))) {
      const previous = owner.get(key);
      if (previous) throw new SpecError(fileName, key, `already defined in ${previous}`);
      owner.set(key, fileName);
      catalogue[key] = message;
    }
  }
  return catalogue;
}

function loadCatalogues(files: SpecFiles, constants: unknown): Catalogues {
  const languages = isRecord(constants) && isRecord(constants.languages) ? constants.languages : undefined;
  const available = Array.isArray(languages?.available) ? languages.available : [];
  const defaultLanguage = String(languages?.default ?? '');
  const known = new Set<string>();
  const byLanguage = new Map<string, Record<string, string>>();
  for (const entry of available) {
    const code = isRecord(entry) ? entry.value : undefined;
    if (typeof code !== 'string')
      throw new SpecError('spec/constants.yaml', 'languages.available', 'each language needs a value');
    known.add(code);
    byLanguage.set(code, loadCatalogue(files, code));
  }
  for (const file of yamlFilesIn(join(files.specDir, 'i18n'))) {
    const code = file.replace(/^.*\//, '').replace(/\.yaml$/, '');
    if (!known.has(code))
      throw new SpecError(
        displayName(files, file),
        '',
        `language ${code} is not listed in constants languages.available`,
      );
  }
  if (!known.has(defaultLanguage))
    throw new SpecError('spec/constants.yaml', 'languages.default', 'the default language must be available');
  return { byLanguage, defaultLanguage };
}

/** Every power x-privilege may name: those of the privileges screen and the fixed ones. */
/** constants languages.boot_screen_messages (none when absent), each a key of every catalogue. */
function bootScreenMessageKeys(constants: unknown, catalogues: Catalogues): string[] {
  const languages = isRecord(constants) && isRecord(constants.languages) ? constants.languages : {};
  const keys = languages.boot_screen_messages ?? [];
  if (!Array.isArray(keys))
    throw new SpecError('spec/constants.yaml', 'languages.boot_screen_messages', 'expected a list of message keys');
  return keys.map((key, index) =>
    requireMessageKey(catalogues, key, 'spec/constants.yaml', `languages.boot_screen_messages.${index}`),
  );
}

function privilegeNames(constants: unknown): Set<string> {
  const privileges = isRecord(constants) && isRecord(constants.privileges) ? constants.privileges : {};
  return new Set([
    ...Object.keys(isRecord(privileges.powers) ? privileges.powers : {}),
    ...Object.keys(isRecord(privileges.fixed) ? privileges.fixed : {}),
  ]);
}

/** A settings page's form, checked like those of spec/forms; its x-private marks stay in the page table. */
function checkSettingsForm(
  { page, file, form }: SettingsFile,
  forms: Map<string, FormDefinition>,
  bundled: unknown,
  catalogues: Catalogues,
): FormDefinition {
  if (forms.has(page.form)) throw new SpecError(file, 'id', `form id ${page.form} is also a form of spec/forms`);
  const schema = form.schema as Record<string, unknown>;
  const plain = {
    ...form,
    id: page.id,
    schema: { ...schema, properties: withoutPrivateMarks(schema.properties as Record<string, unknown>) },
  };
  checkRequestBounds(plain.schema, null, file, ['form', 'schema'], bundled);
  const checked = checkForm(plain, file, catalogues, (value) => dereference(value, bundled) as Record<string, unknown>);
  return { ...checked, id: page.form };
}
