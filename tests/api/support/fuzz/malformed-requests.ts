import { resolve, type OpenApiDocument, type Operation, type Schema } from './openapi-document.ts';
import { isIdName, sampleObject, sampleValue } from './sample-values.ts';
import { SeededRandom, seedOf } from './seeded-random.ts';

/** One malformed request: what it breaks, and the request as it goes on the wire. */
export interface FuzzCase {
  operation: Operation;
  label: string;
  /** path and query, already percent-encoded (some cases break the encoding on purpose) */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

type QueryPair = [name: string, encoded: string];

const HUGE_ID = '9'.repeat(200_000);
// Values that go into a URL as written: broken percent-encoding, NUL, a lone surrogate, injections.
const HOSTILE_QUERY_TEXT = [
  'x'.repeat(5000),
  'a%00b',
  '%27%20OR%20%271%27%3D%271',
  '%ED%A0%80',
  '%',
  '%zz',
  '..%2F..%2Fetc%2Fpasswd',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
];
const HOSTILE_QUERY_NUMBERS = [
  '1e308',
  '-1e308',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '-1',
  '0',
  '1.5',
  '0x10',
  'abc',
];
// 8,000 digits still fit Node's header limit, so the schema (not the transport) must refuse them.
const HOSTILE_QUERY_IDS = [
  '9'.repeat(8000),
  '18446744073709551616',
  '9223372036854775808',
  '-1',
  '%EF%BC%91',
  '%201',
  '0x1F',
  '1e3',
  'zzzzzzzzzzzzzzzzzz',
  '',
];
const HOSTILE_JSON_TEXT = [
  'x'.repeat(200_000),
  'a\u0000b',
  "' OR '1'='1",
  '\ud800',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '',
];
const HOSTILE_JSON_NUMBERS = [
  '1e308',
  '-1e308',
  '1e400',
  // numbers written as text, which a coercing validator would turn into Infinity
  '"1e400"',
  JSON.stringify('9'.repeat(5000)),
  '-0',
  '99999999999999999999999',
  '1.5',
  '"1"',
  'true',
  '{}',
  '[]',
  'null',
];
const HOSTILE_JSON_IDS = [
  JSON.stringify(HUGE_ID),
  '"18446744073709551616"',
  '"-1"',
  '-1',
  '1e308',
  '"１"',
  '"1 OR 1=1"',
  '{}',
  '[]',
  'null',
];
const RAW_BODIES = [
  '{',
  '{"a":',
  '[]',
  '"text"',
  '1',
  'null',
  'true',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
  '{"__proto__":{"role_id":2}}',
];

function queryString(pairs: QueryPair[]): string {
  return pairs.length ? `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}` : '';
}

function encodeSample(value: unknown): string {
  return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
}

function typeOf(document: OpenApiDocument, schema: Schema | undefined): string {
  const resolved = resolve(document, schema);
  return String((Array.isArray(resolved.type) ? resolved.type[0] : resolved.type) ?? 'string');
}

function queryCases(
  document: OpenApiDocument,
  operation: Operation,
  base: QueryPair[],
  make: (label: string, pairs: QueryPair[]) => FuzzCase,
): FuzzCase[] {
  const cases: FuzzCase[] = [make('unknown query parameter', [...base, ['zz_unknown', '1']])];
  for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'query')) {
    const others = base.filter(([name]) => name !== parameter.name);
    const withValue = (value: string): QueryPair[] => [...others, [parameter.name, value]];
    const type = typeOf(document, parameter.schema);
    const values = isIdName(parameter.name)
      ? HOSTILE_QUERY_IDS
      : type === 'integer' || type === 'number'
        ? HOSTILE_QUERY_NUMBERS
        : type === 'boolean'
          ? ['maybe', '2', '%00']
          : HOSTILE_QUERY_TEXT;
    for (const value of values) cases.push(make(`query ${parameter.name}=${value.slice(0, 24)}`, withValue(value)));
    cases.push(make(`query ${parameter.name} twice`, [...others, [parameter.name, '1'], [parameter.name, '2']]));
    if (parameter.required) cases.push(make(`query ${parameter.name} missing`, others));
  }
  return cases;
}

function jsonBodyCases(
  document: OpenApiDocument,
  schema: Schema,
  make: (label: string, body: string, contentType?: string) => FuzzCase,
): FuzzCase[] {
  const base = sampleObject(document, schema);
  const baseText = JSON.stringify(base);
  const cases = [
    ...RAW_BODIES.map((raw) => make(`body ${raw.slice(0, 16)}`, raw)),
    make('body as text/plain', baseText, 'text/plain'),
    make('body as multipart without boundary', baseText, 'multipart/form-data'),
    make('body as a form', 'a=1&b=2', 'application/x-www-form-urlencoded'),
    make('empty JSON body', ''),
    make('unknown field', JSON.stringify({ ...base, zz_unknown: 'x' })),
  ];
  const properties = (resolve(document, schema).properties ?? {}) as Record<string, Schema>;
  for (const [name, property] of Object.entries(properties)) {
    const type = typeOf(document, property);
    const values = isIdName(name)
      ? HOSTILE_JSON_IDS
      : type === 'integer' || type === 'number'
        ? HOSTILE_JSON_NUMBERS
        : type === 'string'
          ? HOSTILE_JSON_TEXT.map((text) => JSON.stringify(text))
          : ['42', '"x"', '{"a":{"b":[1,2]}}', 'null'];
    // the raw JSON text of the body with this property replaced
    const withValue = (raw: string) =>
      baseText.replace(/}$/, '').concat(baseText === '{}' ? '' : ',', `${JSON.stringify(name)}:${raw}}`);
    for (const raw of values) cases.push(make(`body ${name}=${raw.slice(0, 24)}`, withValue(raw)));
    if (name in base) {
      const rest = Object.fromEntries(Object.entries(base).filter(([key]) => key !== name));
      cases.push(make(`body ${name} missing`, JSON.stringify(rest)));
    }
    if (type === 'string' && !isIdName(name))
      cases.push(
        make(
          `body ${name} as ${String(sampleValue(document, property, name)).slice(0, 12)} + NUL`,
          withValue(JSON.stringify(`${String(sampleValue(document, property, name))}\u0000`)),
        ),
      );
  }
  return cases;
}

function multipartCases(make: (label: string, body: string, contentType?: string) => FuzzCase): FuzzCase[] {
  const boundary = 'fuzzboundary';
  const part = (name: string, value: string, filename?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n${value}\r\n`;
  const type = `multipart/form-data; boundary=${boundary}`;
  return [
    make('multipart without boundary', part('source', 'post'), 'multipart/form-data'),
    make(
      'multipart cut short',
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG`,
      type,
    ),
    make('multipart broken part header', `--${boundary}\r\nContent-Disposition\r\n\r\nx\r\n--${boundary}--\r\n`, type),
    make('multipart without file', `${part('source', 'post')}--${boundary}--\r\n`, type),
    make(
      'multipart NUL source',
      `${part('source', 'po\u0000st')}${part('file', 'not an image', 'a.png')}--${boundary}--\r\n`,
      type,
    ),
    make(
      'multipart huge source',
      `${part('source', 'x'.repeat(100_000))}${part('file', 'not an image', 'a.png')}--${boundary}--\r\n`,
      type,
    ),
    make(
      'multipart not an image',
      `${part('source', 'post')}${part('file', '<svg onload=alert(1)>', 'a.png')}--${boundary}--\r\n`,
      type,
    ),
    make('JSON instead of multipart', '{"source":"post"}', 'application/json'),
  ];
}

/**
 * Every malformed request the suite knows for an operation, then a seeded sample of at most `perOperation`
 * of them; the classes the issue names (hostile ids, bad JSON) are always kept when the operation has them.
 */
export function malformedRequests(
  document: OpenApiDocument,
  operation: Operation,
  perOperation: number,
  seed: number,
): FuzzCase[] {
  const path = operation.path.replace(/\{[^}]+\}/g, '1');
  const baseQuery: QueryPair[] = operation.parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter) => [parameter.name, encodeSample(sampleValue(document, parameter.schema, parameter.name))]);
  const jsonType = 'application/json';
  const makeQuery = (label: string, pairs: QueryPair[]): FuzzCase => {
    const sampleBody = operation.body?.[jsonType]
      ? JSON.stringify(sampleObject(document, operation.body[jsonType]))
      : undefined;
    return {
      operation,
      label,
      url: `${path}${queryString(pairs)}`,
      headers: sampleBody ? { 'Content-Type': jsonType } : {},
      body: sampleBody,
    };
  };
  const makeBody = (label: string, body: string, contentType = jsonType): FuzzCase => ({
    operation,
    label,
    url: `${path}${queryString(baseQuery)}`,
    headers: { 'Content-Type': contentType },
    body,
  });
  const all = [
    ...queryCases(document, operation, baseQuery, makeQuery),
    ...(operation.body?.[jsonType] ? jsonBodyCases(document, operation.body[jsonType], makeBody) : []),
    ...(operation.body?.['multipart/form-data'] ? multipartCases(makeBody) : []),
  ];
  const longQueryId = HOSTILE_QUERY_IDS[0]!;
  const kept = all.filter(
    (candidate) =>
      candidate.body?.includes(HUGE_ID) || candidate.url.includes(longQueryId) || candidate.body === RAW_BODIES[0],
  );
  const random = new SeededRandom(seedOf(operation.operationId, seed));
  const rest = random.sample(
    all.filter((candidate) => !kept.includes(candidate)),
    Math.max(0, perOperation - kept.length),
  );
  return [...kept, ...rest];
}
