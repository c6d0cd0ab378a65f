import { basename } from 'node:path';
import { SpecError } from '../errors.ts';
import { isRecord } from '../load.ts';
import { requireMessageKey, type Catalogues } from './messages.ts';

/** The tag of every generated settings operation, and the marker that a generic handler serves it. */
export const SETTINGS_TAG = 'admin-settings';
export const SETTINGS_HANDLER = 'admin-settings';
/** The one web page (src/web/pages/<it>.tsx) that shows every settings page. */
export const SETTINGS_PAGE = 'Admin/Settings';

export interface SettingsPage {
  id: string;
  /** route, relative to the base path */
  path: string;
  /** its navigation group, one of spec/routes.yaml nav_groups */
  nav: string;
  order: number;
  /** message key of the document title and heading */
  title: string;
  /** the site_setting row (its type) the page is kept in */
  storage: string;
  /** the siteinfo section that exposes the page's public fields, or null */
  public: string | null;
  /** the form's id in generated/forms.ts */
  form: string;
  /** fields marked x-private: never in siteinfo */
  private: string[];
  get: { path: string; operationId: string };
  put: { path: string; operationId: string };
  /** the component of the admin GET's data (every field, defaults filled) */
  component: string;
  /** the component of the public siteinfo section, when `public` is given */
  publicComponent: string | null;
}

export interface SettingsFile {
  page: SettingsPage;
  file: string;
  /** the `form:` mapping as written (constants resolved), checked later with checkForm */
  form: Record<string, unknown>;
  /**
   * `get_extra:` fields the GET and PUT answer beside the form's, filled by the page hook's present()
   * (e.g. the theme page's theme_options): name → schema. Never stored, never public.
   */
  getExtra: Record<string, unknown>;
  /** `web_page:` the page (src/web/pages/<it>.tsx) that shows it when the generic one cannot; else the generic one */
  webPage: string;
}

const OPERATION_ID = /^[a-z][A-Za-z0-9]*$/;
const PAGE_ID = /^[a-z][a-z0-9-]*$/;

/** `custom_css_html` → `CustomCssHtml`, `settings-users` → `SettingsUsers` */
export function pascal(name: string): string {
  return name
    .split(/[-_]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** Checks the page part of each spec/settings/<page>.yaml (the form is checked with the other forms). */
export function checkSettingsFiles(
  entries: Array<{ file: string; content: unknown }>,
  catalogues: Catalogues,
  navGroups: string[],
): SettingsFile[] {
  const storages = new Map<string, string>();
  const sections = new Map<string, string>();
  const operationIds = new Map<string, string>();
  const routes = new Map<string, string>();
  return entries.map(({ file, content }) => {
    if (!isRecord(content)) throw new SpecError(file, '', 'a settings page must be a mapping');
    const { id, path, nav, order, storage } = content;
    if (typeof id !== 'string' || !PAGE_ID.test(id) || `${id}.yaml` !== basename(file))
      throw new SpecError(file, 'id', `the page id must equal the file name (${basename(file, '.yaml')})`);
    if (typeof path !== 'string' || !/^\/admin\/[a-z0-9-]+$/.test(path))
      throw new SpecError(file, 'path', 'a settings page lives at /admin/<name>');
    claim(routes, path, file, 'path', 'route');
    if (typeof nav !== 'string' || !navGroups.includes(nav))
      throw new SpecError(file, 'nav', `unknown nav group '${String(nav)}'; use one of ${navGroups.join(', ')}`);
    if (typeof order !== 'number' || !Number.isInteger(order) || order < 1)
      throw new SpecError(file, 'order', 'order is a whole number from 1');
    const title = requireMessageKey(catalogues, content.title, file, 'title');
    if (typeof storage !== 'string' || !/^[a-z][a-z0-9_]*$/.test(storage))
      throw new SpecError(file, 'storage', 'storage names a site_setting row (lower_snake_case)');
    claim(storages, storage, file, 'storage', 'storage row');
    const section = content.public ?? null;
    if (section !== null) {
      if (typeof section !== 'string' || !/^[a-z][a-z0-9_]*$/.test(section))
        throw new SpecError(file, 'public', 'public names a siteinfo section (lower_snake_case)');
      claim(sections, section, file, 'public', 'siteinfo section');
    }
    const operations = isRecord(content.operations) ? content.operations : {};
    const get = checkOperation(operations.get, file, 'operations.get', operationIds);
    const put = checkOperation(operations.put, file, 'operations.put', operationIds);
    const form = content.form;
    if (!isRecord(form)) throw new SpecError(file, 'form', 'a settings page needs a form (schema, ui, messages)');
    const schema = form.schema;
    const properties = isRecord(schema) && isRecord(schema.properties) ? schema.properties : {};
    const privateFields: string[] = [];
    for (const [name, property] of Object.entries(properties)) {
      if (!isRecord(property)) continue;
      // the GET always answers every field, so a field needs the value a new site has
      if (!('default' in property) && !('$ref' in property) && !isRecord(property.properties))
        throw new SpecError(file, `form.schema.properties.${name}`, 'every settings field needs a default');
      if (property['x-private'] === true) privateFields.push(name);
    }
    if (section !== null && privateFields.length === Object.keys(properties).length && privateFields.length > 0)
      throw new SpecError(file, 'public', 'every field is x-private: nothing to make public');
    const getExtra = content.get_extra ?? {};
    if (!isRecord(getExtra)) throw new SpecError(file, 'get_extra', 'get_extra maps field names to schemas');
    for (const [name, schema] of Object.entries(getExtra)) {
      if (!isRecord(schema)) throw new SpecError(file, `get_extra.${name}`, 'a field needs a schema');
      if (name in properties) throw new SpecError(file, `get_extra.${name}`, `'${name}' is a field of the form`);
    }
    const webPage = content.web_page ?? SETTINGS_PAGE;
    if (typeof webPage !== 'string' || !/^Admin\/[A-Z][A-Za-z]*$/.test(webPage))
      throw new SpecError(file, 'web_page', 'web_page names an admin page (Admin/<Name>)');
    return {
      file,
      form,
      getExtra,
      webPage,
      page: {
        id,
        path,
        nav,
        order,
        title,
        storage,
        public: section as string | null,
        form: formIdOf(id),
        private: privateFields,
        get,
        put,
        component: `AdminSettings${pascal(id)}`,
        publicComponent: section === null ? null : `Site${pascal(storage)}`,
      },
    };
  });
}

/** The id of a settings page's form in generated/forms.ts; spec/forms may not use it. */
export function formIdOf(pageId: string): string {
  return `site_${pageId.replace(/-/g, '_')}`;
}

function claim(seen: Map<string, string>, value: string, file: string, at: string, what: string): void {
  const previous = seen.get(value);
  if (previous) throw new SpecError(file, at, `${what} '${value}' is already used by ${previous}`);
  seen.set(value, file);
}

function checkOperation(
  raw: unknown,
  file: string,
  at: string,
  seen: Map<string, string>,
): { path: string; operationId: string } {
  if (!isRecord(raw)) throw new SpecError(file, at, 'needs { path, operationId }');
  const { path, operationId } = raw;
  if (typeof path !== 'string' || !path.startsWith('/answer/admin/api/'))
    throw new SpecError(file, `${at}.path`, 'a settings operation lives under /answer/admin/api/');
  if (typeof operationId !== 'string' || !OPERATION_ID.test(operationId))
    throw new SpecError(file, `${at}.operationId`, 'needs a camelCase operationId');
  claim(seen, operationId, file, `${at}.operationId`, 'operationId');
  return { path, operationId };
}

/** The public view of a settings schema: its x-private fields left out, every field present. */
export function publicSchemaOf(schema: Record<string, unknown>): Record<string, unknown> {
  const properties = Object.fromEntries(
    Object.entries(schema.properties as Record<string, unknown>).filter(
      ([, property]) => !(isRecord(property) && property['x-private'] === true),
    ),
  );
  return responseSchemaOf({ ...schema, properties });
}

/** Rules of what a client sends; an answer holds what is stored, which a default (an empty name) may not meet. */
const INPUT_RULES = new Set([
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
]);

function withoutInputRules(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutInputRules);
  if (!isRecord(node)) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !INPUT_RULES.has(key))
      .map(([key, value]) => [key, key === 'default' || key === 'enum' ? value : withoutInputRules(value)]),
  );
}

/**
 * A settings schema as a response: every field required (defaults fill what is not stored), without
 * the input rules and the generator's own keywords.
 */
export function responseSchemaOf(schema: Record<string, unknown>): Record<string, unknown> {
  // field by field: a field may itself be called `format` or `pattern`
  const properties = Object.fromEntries(
    Object.entries(withoutPrivateMarks(schema.properties as Record<string, unknown>)).map(([name, property]) => [
      name,
      withoutInputRules(property),
    ]),
  );
  const { required: _required, ...rest } = schema;
  return { ...rest, properties, required: Object.keys(properties) };
}

export function withoutPrivateMarks(properties: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]) => {
      if (!isRecord(property)) return [name, property];
      const { 'x-private': _private, ...rest } = property;
      return [name, rest];
    }),
  );
}

/**
 * Adds each page's GET and PUT operations and its components to the merged document, before its refs
 * are checked. A path, method or component the document already has is an error (no silent override).
 */
export function addSettingsToDocument(document: Record<string, unknown>, files: SettingsFile[]): void {
  const paths = document.paths as Record<string, Record<string, unknown>>;
  const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
  for (const { page, file, form, getExtra } of files) {
    const schema = form.schema as Record<string, unknown>;
    const addComponent = (name: string, value: Record<string, unknown>) => {
      if (name in schemas)
        throw new SpecError(file, 'form', `component ${name} is also written by hand; remove it from spec/openapi`);
      schemas[name] = value;
    };
    const response = responseSchemaOf(schema);
    const responseProperties = { ...(response.properties as Record<string, unknown>), ...getExtra };
    addComponent(page.component, {
      ...response,
      properties: responseProperties,
      required: Object.keys(responseProperties),
    });
    if (page.publicComponent) addComponent(page.publicComponent, publicSchemaOf(schema));
    const data = { $ref: `#/components/schemas/${page.component}` };
    const common = { tags: [SETTINGS_TAG], 'x-auth': 'admin', 'x-handler': SETTINGS_HANDLER };
    const add = (method: 'get' | 'put', operation: Record<string, unknown>) => {
      const { path } = page[method];
      const item = (paths[path] ??= {});
      if (method in item) throw new SpecError(file, `operations.${method}`, `${method} ${path} is defined twice`);
      item[method] = { operationId: page[method].operationId, ...common, ...operation };
    };
    add('get', {
      summary: `The ${page.id} settings (spec/settings/${page.id}.yaml)`,
      responses: { '200': { description: 'The stored settings over their defaults', 'x-data': data } },
    });
    add('put', {
      summary: `Save the ${page.id} settings (spec/settings/${page.id}.yaml)`,
      'x-form': page.form,
      responses: { '200': { description: 'The settings as saved', 'x-data': data } },
    });
  }
}

/** spec/routes.yaml with one admin route per settings page (the generic page, listed in the admin nav). */
export function withSettingsRoutes(raw: unknown, files: SettingsFile[]): unknown {
  if (!isRecord(raw) || !Array.isArray(raw.routes)) return raw;
  const routes = files.map(({ page, webPage }) => ({
    path: page.path,
    page: webPage,
    layout: 'admin',
    guard: 'admin',
    title: page.title,
    status: 'built',
    nav: page.nav,
    order: page.order,
  }));
  return { ...raw, routes: [...raw.routes, ...routes] };
}
