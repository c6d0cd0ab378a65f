// The import directions of docs/architecture.md, checked on every import, export-from and dynamic import:
// the web app and the server never import each other, machines/ and src/shared/ import neither,
// a page area (src/web/pages/<Area>/) never imports from another area, and the rest of the web app
// reaches pages only through the generated route table.
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..', '..');

/** Where a file sits: its layer and, inside src/web/pages, its area. */
function placeOf(path) {
  const parts = relative(root, path).split(sep);
  if (parts[0] === 'machines') return { layer: 'machines' };
  if (parts[0] !== 'src') return { layer: 'other' };
  if (parts[1] === 'web' && parts[2] === 'pages' && parts.length > 4) return { layer: 'web', area: parts[3] };
  return { layer: parts[1] ?? 'other' };
}

const forbiddenLayers = {
  web: ['server'],
  server: ['web'],
  shared: ['web', 'server'],
  machines: ['web', 'server'],
};

function refusal(from, to) {
  if ((forbiddenLayers[from.layer] ?? []).includes(to.layer))
    return `${from.layer} code may not import ${to.layer} code`;
  if (from.area && to.area && from.area !== to.area)
    return `the ${from.area} pages may not import from the ${to.area} pages`;
  if (from.layer === 'web' && !from.area && to.area) return 'pages are reached through the generated route table only';
  return null;
}

export const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the directions of docs/architecture.md' },
    schema: [],
    messages: { refused: '{{why}} ({{source}})' },
  },
  create(context) {
    const from = placeOf(context.filename);
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const why = refusal(from, placeOf(resolve(dirname(context.filename), source.value)));
      if (why) context.report({ node: source, messageId: 'refused', data: { why, source: source.value } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
