import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { type ConfigFile, configFilePath, validateConfigFile } from './config-file.ts';

/** The settings in `<dataDir>/config.yaml`, or none when the file does not exist. */
export function readConfigFile(dataDir: string): ConfigFile {
  const file = configFilePath(dataDir);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`Cannot read config file ${file}: ${(error as Error).message}`, { cause: error });
  }
  let parsed: unknown;
  try {
    parsed = parse(text);
  } catch (error) {
    throw new Error(`Cannot parse config file ${file}: ${(error as Error).message}`, { cause: error });
  }
  return validateConfigFile(parsed, file);
}
