import { readFileSync } from 'node:fs';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { QuorumConfig } from './config/config.ts';
import type { QuorumDatabase } from './db/connect.ts';
import { SwitchableDatabase } from './db/switchable-database.ts';
import { allHandlers } from './handlers.ts';
import { clientErrorHandler } from './http/client-error.ts';
import { answerWhileClosing } from './http/closing.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { answerWithRequestId, requestIdMaker } from './http/request-id.ts';
import { OneLinePerRequest } from './http/request-log.ts';
import { installNotFound } from './http/not-found.ts';
import { applyQueryConventions, declareQueryKeywords } from './http/query-conventions.ts';
import { watchForwardingHeaders } from './http/proxy-sighting.ts';
import { refuseNul } from './http/refuse-nul.ts';
import { registerOperations } from './http/register-operations.ts';
import { DatabaseAvailability } from './modules/health/database-availability.ts';
import { serveHealth } from './modules/health/health-routes.ts';
import { InstallGate } from './modules/install/install-gate.ts';
import { serveImageProxy } from './modules/image-proxy/image-proxy-route.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { redirectPagesToInstall } from './modules/install/install-mode-redirect.ts';
import { createTranslator } from './i18n/translator.ts';
import { CaptchaService } from './modules/captcha/service.ts';
import { multipartOptions } from './modules/file/multipart-upload.ts';
import { startNotificationJobs } from './modules/notification/background.ts';
import { serveUploads } from './modules/file/serve-uploads.ts';
import { serveCustomCss } from './modules/siteinfo/custom-css.ts';
import { serveRobots } from './modules/siteinfo/robots.ts';
import { serveAvatars } from './modules/user/avatar-route.ts';
import { sql } from 'kysely';
import { ArithmeticCaptcha } from './plugins/captcha/arithmetic-captcha.ts';
import { serveConnectorLogins } from './modules/connector/browser-routes.ts';
import { OidcConnector } from './plugins/connector/oidc-connector.ts';
import { BasicImageCaptcha } from './plugins/captcha/basic-captcha.ts';
import { DatabaseChallengeStore } from './plugins/captcha/challenge-store.ts';
import { PluginHost } from './plugins/host.ts';
import { installPackages } from './plugins/package/install-packages.ts';
import { serveAgentCallbacks } from './plugins/user-center/callback-routes.ts';
import { loadPluginPackages } from './plugins/package/load-packages.ts';
import { databaseSearch } from './plugins/search/database/plugin.ts';
import { builtInEditorPlugins } from './plugins/editor/built-in-editors.ts';
import { MemorySearch } from './plugins/search/memory/plugin.ts';
import { SearchPlugins } from './plugins/search/registry.ts';
import { UserPluginConfigs } from './plugins/user-configs.ts';
import type { Services } from './services.ts';
import { serveWeb } from './web/serve-web.ts';
import { serveMetrics } from './metrics/metrics-route.ts';
import { siteMetrics } from './metrics/site-metrics.ts';
import { serveSeoFiles } from './web/seo/serve-seo-files.ts';
import { BackupJobs } from './modules/backup/backup-job.ts';
import { startDailyBackups } from './modules/backup/daily-backups.ts';
import { serveBackupDownloads } from './modules/backup/serve-backup-downloads.ts';

export interface AppOptions {
  config: QuorumConfig;
  database: QuorumDatabase;
  logger: Logger;
  /** the built web app (dist/web); without it only the API is served */
  webRoot?: string;
  /**
   * run the outbox, the digest, the daily backups and the database probe in this process (main.ts does;
   * tests that need them ask)
   */
  backgroundJobs?: boolean;
}

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Builds the whole server; main.ts listens with it, tests start it on a free port. */
export async function buildApp({
  config,
  database,
  logger,
  webRoot,
  backgroundJobs = false,
}: AppOptions): Promise<FastifyInstance> {
  const translator = await createTranslator();
  const app: FastifyInstance = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: requestIdMaker(config.trustedProxies ?? []),
    logController: new OneLinePerRequest(),
    clientErrorHandler: clientErrorHandler(translator),
    // closing.ts answers 503 with the envelope instead
    return503OnClosing: false,
    // request.ip is the client's address only behind a proxy we were told to trust; otherwise the peer's.
    trustProxy: config.trustedProxies?.length ? config.trustedProxies : false,
    ajv: {
      // Report every broken rule of a form at once; forms are small, so this is cheap.
      customOptions: {
        allErrors: true,
        removeAdditional: true,
        coerceTypes: 'array',
        useDefaults: true,
        // plugin config values are a string, number or boolean (answer-api-facts §5)
        allowUnionTypes: true,
      },
      plugins: [addFormats as never, declareQueryKeywords as never],
    },
  });
  const switchable =
    database instanceof SwitchableDatabase ? database : new SwitchableDatabase(database, config.database.url);
  const plugins = new PluginHost();
  const services: Services = {
    get db() {
      return switchable.db;
    },
    get engine() {
      return switchable.engine;
    },
    database: switchable,
    config,
    translator,
    plugins,
    captcha: new CaptchaService(plugins, () => switchable.db),
    search: new SearchPlugins(plugins, databaseSearch, () => switchable.db),
    userPluginConfigs: new UserPluginConfigs(plugins),
    installGate: new InstallGate(() => switchable.db),
    backups: new BackupJobs(switchable, config.dataDir, app.log),
    databaseAvailability: new DatabaseAvailability(() => sql`select 1`.execute(switchable.db), app.log),
    version,
  };
  const challenges = new DatabaseChallengeStore(() => switchable.db);
  services.captcha.register(new BasicImageCaptcha(challenges));
  services.captcha.register(new ArithmeticCaptcha(challenges));
  for (const editor of builtInEditorPlugins) plugins.register(editor);
  services.search.register(new MemorySearch());
  plugins.register(new OidcConnector());
  app.addHook('onClose', async () => services.search.close());

  answerWithRequestId(app);
  installSecurityHeaders(app);
  await app.register(fastifyCompress, { global: true });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, multipartOptions);
  installErrorHandler(app, translator, services.databaseAvailability);
  answerWhileClosing(app, translator);
  serveHealth(app, services, translator);
  serveMetrics(app, services, siteMetrics(app, services));
  refuseNul(app);
  watchForwardingHeaders(app, services);
  applyQueryConventions(app);
  redirectPagesToInstall(app, services);
  registerOperations(app, allHandlers, services, translator);
  if (config.plugins) {
    const packages = await loadPluginPackages(config.plugins, (message) => app.log.error(message));
    await installPackages(app, services, translator, packages);
  }
  serveAgentCallbacks(app, services, translator);
  serveUploads(app, services);
  serveCustomCss(app, services);
  serveRobots(app, services);
  serveSeoFiles(app, services);
  serveAvatars(app, services);
  serveImageProxy(app, services);
  serveBackupDownloads(app, services);
  app.addHook('onClose', () => services.backups.idle());
  serveConnectorLogins(app, services);
  const sendApp = webRoot ? await serveWeb(app, webRoot, services) : null;
  installNotFound(app, translator, sendApp);
  if (backgroundJobs) {
    services.databaseAvailability.start();
    app.addHook('onClose', async () => services.databaseAvailability.stop());
    const jobs = startNotificationJobs(() => ({ db: switchable.db, translator, log: app.log }));
    app.addHook('onClose', () => jobs.stop());
    const backups = startDailyBackups(() => ({
      db: switchable.db,
      jobs: services.backups,
      dataDir: config.dataDir,
      log: app.log,
    }));
    app.addHook('onClose', () => backups.stop());
  }
  return app;
}
