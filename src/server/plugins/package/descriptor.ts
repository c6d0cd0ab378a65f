import { constants } from '../../../../generated/constants.ts';
import type { PluginKind } from '../host.ts';

/** The file a plugin package keeps its descriptor in (beside package.json, or alone in a plugins/ folder). */
export const DESCRIPTOR_FILE = 'quorum-plugin.json';

/** A language's texts of a plugin: local key → ICU message. */
export type PluginMessages = Record<string, string>;

/**
 * What a plugin package says about itself. Its texts (name, description, its settings' titles) are keys of
 * its own catalogues in `messages`, one per language; `name` and `description` name the plugin.
 */
export interface PackageDescriptor {
  slug_name: string;
  type: PluginKind;
  version: string;
  link: string;
  /** a route plugin's page, below the site's base path (e.g. /hello) */
  route?: string;
  /** the server part, an ES module relative to the package: its default export is a PluginServerPart */
  server?: string;
  /** the web part, an ES module relative to the package loaded by the browser when needed: it exports mount */
  web?: string;
  messages: Record<string, PluginMessages>;
}

const SLUG = /^[a-z][a-z0-9_]*$/;
const ROUTE = /^(\/[a-z0-9-]+)+$/;
const MODULE = /^[\w-]+(\/[\w-]+)*\.(js|mjs|ts)$/;

function text(value: unknown, what: string, pattern?: RegExp): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || (pattern && !pattern.test(value))) throw new Error(`${what} is not valid`);
  return value;
}

function messagesOf(value: unknown): Record<string, PluginMessages> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null) throw new Error('messages must map languages to texts');
  for (const [language, texts] of Object.entries(value)) {
    const valid =
      typeof texts === 'object' && texts !== null && Object.values(texts).every((entry) => typeof entry === 'string');
    if (!valid) throw new Error(`messages.${language} must map keys to texts`);
  }
  return value as Record<string, PluginMessages>;
}

/**
 * Reads a parsed descriptor; throws naming what is wrong. Without a slug name and a known type a
 * plugin is refused (product spec §1); the module paths stay inside the package.
 */
export function parseDescriptor(raw: unknown): PackageDescriptor {
  if (typeof raw !== 'object' || raw === null) throw new Error('the descriptor must be an object');
  const fields = raw as Record<string, unknown>;
  const slug = text(fields.slug_name, 'slug_name', SLUG);
  if (!slug || slug.length > constants.plugin_packages.slug_max) throw new Error('a plugin needs a slug_name');
  const type = fields.type as PluginKind;
  if (!constants.plugin.kinds.includes(type)) {
    throw new Error(`a plugin needs a type (${constants.plugin.kinds.join(', ')})`);
  }
  const route = text(fields.route, 'route', ROUTE);
  if (type === 'route' && !route) throw new Error('a route plugin needs a route');
  return {
    slug_name: slug,
    type,
    version: text(fields.version, 'version') ?? '',
    link: text(fields.link, 'link') ?? '',
    route,
    server: text(fields.server, 'server', MODULE),
    web: text(fields.web, 'web', MODULE),
    messages: messagesOf(fields.messages),
  };
}
