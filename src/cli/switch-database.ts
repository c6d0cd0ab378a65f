import { writeConfigFile } from '../server/config/write-config-file.ts';
import { redactUrl } from '../server/db/database-url.ts';

/** Records `url` as the site's database in config.yaml, and says so; warns when DATABASE_URL would override it. */
export async function switchSiteDatabase(dataDir: string, url: string): Promise<void> {
  await writeConfigFile(dataDir, { database: { url } });
  console.log(`The site now uses ${redactUrl(url)} (recorded in ${dataDir}/config.yaml).`);
  if (process.env.DATABASE_URL?.trim())
    console.warn('Note: DATABASE_URL is set and takes precedence over config.yaml; change it to the new URL.');
}
