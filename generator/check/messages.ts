import { parse as parseIcu, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { compileMessage } from '../../src/shared/i18n/compile-message.ts';
import { SpecError } from '../errors.ts';
import { isRecord } from '../load.ts';

export type Catalogue = Record<string, string>;
export interface Catalogues {
  /** language code → flattened catalogue, in the order of constants languages.available */
  byLanguage: Map<string, Catalogue>;
  defaultLanguage: string;
}

export function flattenCatalogue(tree: unknown, file: string, prefix = ''): Catalogue {
  if (!isRecord(tree)) throw new SpecError(file, prefix, 'a catalogue must be a mapping of keys to messages');
  const flat: Catalogue = {};
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[full] = value;
    else if (isRecord(value)) Object.assign(flat, flattenCatalogue(value, file, full));
    else throw new SpecError(file, full, 'a message must be a string');
  }
  return flat;
}

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (
      element.type === TYPE.argument ||
      element.type === TYPE.number ||
      element.type === TYPE.date ||
      element.type === TYPE.time
    ) {
      into.add(element.value);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    } else if (element.type === TYPE.tag) {
      argumentsOf(element.children, into);
    }
  }
  return into;
}

/**
 * Every language has exactly the keys of the default one, each parses as ICU (with only what the browser's
 * formatter does: no rich text tags) and uses the same arguments.
 */
export function checkCatalogues(catalogues: Catalogues, fileOf: (language: string) => string): void {
  const reference = catalogues.byLanguage.get(catalogues.defaultLanguage);
  if (!reference) throw new SpecError(fileOf(catalogues.defaultLanguage), '', 'the default language has no catalogue');
  const referenceArguments = new Map<string, Set<string>>();
  for (const [language, catalogue] of catalogues.byLanguage) {
    const file = fileOf(language);
    for (const key of Object.keys(reference)) {
      if (!(key in catalogue))
        throw new SpecError(file, key, `message key missing (present in ${catalogues.defaultLanguage})`);
    }
    for (const [key, message] of Object.entries(catalogue)) {
      if (!(key in reference))
        throw new SpecError(file, key, `message key not in the ${catalogues.defaultLanguage} catalogue`);
      let used: Set<string>;
      try {
        used = argumentsOf(parseIcu(message));
        compileMessage(message);
      } catch (error) {
        throw new SpecError(file, key, `not a valid ICU message: ${(error as Error).message}`);
      }
      const expected = referenceArguments.get(key);
      if (!expected) referenceArguments.set(key, used);
      else if ([...used].sort().join() !== [...expected].sort().join()) {
        throw new SpecError(
          file,
          key,
          `uses arguments {${[...used].join(', ')}} but ${catalogues.defaultLanguage} uses {${[...expected].join(', ')}}`,
        );
      }
    }
  }
}

/** A key that spec/ refers to must exist in every catalogue. */
export function requireMessageKey(catalogues: Catalogues, key: unknown, file: string, at: string): string {
  if (typeof key !== 'string' || key === '') throw new SpecError(file, at, 'expected a message key');
  for (const [language, catalogue] of catalogues.byLanguage) {
    if (!(key in catalogue))
      throw new SpecError(file, at, `message key '${key}' is missing from the ${language} catalogue`);
  }
  return key;
}
