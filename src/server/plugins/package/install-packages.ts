import type { FastifyInstance } from 'fastify';
import type { Translator } from '../../i18n/translator.ts';
import type { Services } from '../../services.ts';
import type { LoadedPackage } from './load-packages.ts';
import { addPluginMessages } from './messages.ts';
import { migratePackage } from './migrate-package.ts';
import { servePackage } from './serve-package.ts';
import { packageToDescriptor } from './to-descriptor.ts';

/**
 * Registers the plugin packages with the host at start: their texts, their own tables, their calls and
 * web parts. Whether each is on is the host's stored status, so the admin's switch needs no restart.
 */
export async function installPackages(
  app: FastifyInstance,
  services: Services,
  translator: Translator,
  packages: readonly LoadedPackage[],
): Promise<void> {
  for (const loaded of packages) {
    services.plugins.register(packageToDescriptor(loaded));
    addPluginMessages(translator, loaded.descriptor);
    await migratePackage(services.db, loaded);
    await servePackage(app, services, translator, loaded);
  }
}
