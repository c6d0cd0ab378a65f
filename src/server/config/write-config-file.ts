import { mkdir, rename, writeFile } from 'node:fs/promises';
import { stringify } from 'yaml';
import { type ConfigFile, configFilePath, validateConfigFile } from './config-file.ts';
import { readConfigFile } from './read-config-file.ts';

/**
 * Merges `changes` into `<dataDir>/config.yaml` key by key (an undefined value leaves its key as it was),
 * creating the folder and file as needed. The file may hold a database password, so only its owner may
 * read it; it is written to a temporary file and renamed so a crash never leaves half a file.
 */
export async function writeConfigFile(dataDir: string, changes: ConfigFile): Promise<void> {
  const file = configFilePath(dataDir);
  const current = readConfigFile(dataDir);
  const merged: Record<string, Record<string, unknown>> = {};
  for (const section of ['server', 'database', 'log'] as const) {
    const entries = { ...current[section], ...definedEntries(changes[section] ?? {}) };
    if (Object.keys(entries).length > 0) merged[section] = entries;
  }
  // Refuse what loadConfig would refuse, so the server never writes a file it cannot start with.
  validateConfigFile(merged, file);
  await mkdir(dataDir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, stringify(merged), { mode: 0o600 });
  await rename(temporary, file);
}

function definedEntries(section: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(section).filter(([, value]) => value !== undefined));
}
