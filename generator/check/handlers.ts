import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { SpecError } from '../errors.ts';

/**
 * Reads which operationIds the server implements: every `src/server/modules/<domain>/handlers.ts`
 * exports `handlers`, an object literal keyed by operationId. Read from the source text so that
 * generation never needs the code it generates for.
 */
export function implementedOperations(modulesDir: string): Map<string, string> {
  const found = new Map<string, string>();
  if (!existsSync(modulesDir)) return found;
  for (const domain of readdirSync(modulesDir).sort()) {
    const file = join(modulesDir, domain, 'handlers.ts');
    if (!existsSync(file)) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    source.forEachChild((node) => {
      if (!ts.isVariableStatement(node) || !node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return;
      for (const declaration of node.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || declaration.name.text !== 'handlers') continue;
        const literal = unwrap(declaration.initializer);
        if (!literal || !ts.isObjectLiteralExpression(literal)) continue;
        for (const property of literal.properties) {
          const name =
            property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
              ? property.name.text
              : undefined;
          if (name) found.set(name, `src/server/modules/${domain}/handlers.ts`);
        }
      }
    });
  }
  return found;
}

function unwrap(node: ts.Expression | undefined): ts.Expression | undefined {
  let current = node;
  while (
    current &&
    (ts.isSatisfiesExpression(current) || ts.isAsExpression(current) || ts.isParenthesizedExpression(current))
  ) {
    current = current.expression;
  }
  return current;
}

/**
 * Every operation needs a handler. The operations of spec/settings/ (`generic`) are served by one
 * generic module, `src/server/modules/<genericModule>/handlers.ts`, which builds its handlers from
 * generated/settings-pages.ts, so only that file's existence is checked for them.
 */
export function checkHandlers(
  operationIds: string[],
  modulesDir: string,
  genericModule: string | null = null,
  generic: string[] = [],
): void {
  const implemented = implementedOperations(modulesDir);
  if (genericModule !== null && !existsSync(join(modulesDir, genericModule, 'handlers.ts'))) {
    throw new SpecError(
      'spec/settings',
      generic[0] ?? '',
      `settings operations are served by src/server/modules/${genericModule}/handlers.ts, which does not exist`,
    );
  }
  for (const operationId of operationIds) {
    if (generic.includes(operationId)) continue;
    if (!implemented.has(operationId)) {
      throw new SpecError(
        'spec/openapi.yaml',
        operationId,
        `operation has no handler (export it from handlers in a src/server/modules/<domain>/handlers.ts)`,
      );
    }
  }
}
