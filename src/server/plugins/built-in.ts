import packageJson from '../../../package.json' with { type: 'json' };
import type { MessageKey } from '../../../generated/messages/keys.ts';
import type { PluginAbout } from './host.ts';

/**
 * What a plugin shipped with Quorum shows: its texts, and Quorum's own version, since it is updated
 * together with Quorum (so none is ever outdated).
 */
export function builtInAbout(name: MessageKey, description: MessageKey): PluginAbout {
  return { name, description, version: packageJson.version, link: '' };
}
