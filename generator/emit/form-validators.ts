import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { FormDefinition } from '../check/forms.ts';
import { HEADER } from './format.ts';

/**
 * Ajv's standalone code still loads its runtime helpers with require(); the page is an ES module.
 * Node hands a CommonJS module over as the default export, a bundler as the namespace itself.
 */
function esmRuntime(code: string): string {
  const modules = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)/g, (_call, module: string) => {
    let name = modules.get(module);
    if (!name) modules.set(module, (name = `runtime${modules.size}`));
    return `commonJs(${name})`;
  });
  const imports = [...modules]
    .map(([module, name]) => `import * as ${name} from ${JSON.stringify(`${module}.js`)};\n`)
    .join('');
  return `${imports}const commonJs = (namespace) => (namespace.default && namespace.default.__esModule ? namespace.default : namespace);\n${body.replace(/^"use strict";/, '')}`;
}

/**
 * Every form's rjsf validators compiled ahead of time (ajv standalone code), so the browser never
 * compiles a schema with new Function and the page's Content-Security-Policy needs no 'unsafe-eval'.
 * Keys are rjsf's schema hashes, as its precompiled validator looks them up.
 */
export function emitFormValidators(forms: FormDefinition[]): Map<string, string> {
  const schemas = new Map<string, RJSFSchema>();
  for (const form of forms) {
    for (const [hash, schema] of Object.entries(schemaParser(form.schema as RJSFSchema))) schemas.set(hash, schema);
  }
  const hashes = [...schemas.keys()].sort();
  const exportNames = Object.fromEntries(hashes.map((hash, index) => [`formSchema${index}`, hash]));
  const ajv = createAjvInstance(undefined, undefined, {
    code: { source: true, esm: true, lines: false },
    schemas: hashes.map((hash) => schemas.get(hash)!),
  });
  const table = hashes.map((hash, index) => `  ${JSON.stringify(hash)}: formSchema${index},\n`).join('');
  const module = `${HEADER}${esmRuntime(standaloneCode(ajv, exportNames))}\nexport const formValidators = {\n${table}};\n`;
  const types = `${HEADER}import type { ValidatorFunctions } from '@rjsf/utils';

/** rjsf schema hash → its precompiled validator, for createPrecompiledValidator */
export declare const formValidators: ValidatorFunctions;
`;
  return new Map([
    ['form-validators.js', module],
    ['form-validators.d.ts', types],
  ]);
}
