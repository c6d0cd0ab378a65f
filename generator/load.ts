import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { SpecError } from './errors.ts';

export interface SpecFiles {
  /** where spec/ lives; file names in errors are relative to its parent */
  specDir: string;
  /** the project root, used to check that handlers and pages exist */
  rootDir: string;
}

export function displayName(files: SpecFiles, absolute: string): string {
  return relative(join(files.specDir, '..'), absolute);
}

export function readYaml(files: SpecFiles, absolute: string): unknown {
  if (!existsSync(absolute)) throw new SpecError(displayName(files, absolute), '', 'file does not exist');
  try {
    return parse(readFileSync(absolute, 'utf8'));
  } catch (error) {
    throw new SpecError(displayName(files, absolute), '', `not valid YAML: ${(error as Error).message}`);
  }
}

export function yamlFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') && !name.startsWith('_'))
    .sort()
    .map((name) => join(dir, name));
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
