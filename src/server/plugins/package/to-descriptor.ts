import { constants } from '../../../../generated/constants.ts';
import type { ConfigFieldDefinition, PluginDescriptor } from '../host.ts';
import type { LoadedPackage } from './load-packages.ts';
import { pluginMessageKey } from './messages.ts';
import type { PackageConfigField } from './server-part.ts';

/** The address the browser loads a plugin's web part from. */
export function webPartPath(slugName: string, module: string): string {
  return `${constants.plugin_packages.web_path}/${slugName}/${module}`;
}

function fieldsOf(slugName: string, fields: ReadonlyArray<PackageConfigField> | undefined) {
  if (!fields) return undefined;
  const text = (key: string) => ({ key: pluginMessageKey(slugName, key) });
  return fields.map((field): ConfigFieldDefinition => ({
    ...field,
    title: text(field.title),
    description: text(field.description),
    options: (field.options ?? []).map((option) => ({ label: text(option.label), value: option.value })),
  }));
}

/** What the host keeps of a plugin package; its texts are the keys addPluginMessages added. */
export function packageToDescriptor({ descriptor, server }: LoadedPackage): PluginDescriptor {
  const slug = descriptor.slug_name;
  const page =
    descriptor.route && descriptor.web
      ? { route: descriptor.route, module: webPartPath(slug, descriptor.web) }
      : undefined;
  return {
    slug_name: slug,
    kind: descriptor.type,
    builtIn: false,
    about: {
      name: pluginMessageKey(slug, 'name'),
      description: pluginMessageKey(slug, 'description'),
      version: descriptor.version,
      link: descriptor.link,
    },
    configFields: fieldsOf(slug, server.configFields),
    userConfigFields: fieldsOf(slug, server.userConfigFields),
    page,
    userCenter: descriptor.type === 'user_center' ? server.userCenter : undefined,
  };
}
