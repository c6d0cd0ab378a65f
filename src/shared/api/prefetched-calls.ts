/**
 * GET calls answered before a render: the server answers them (as a visitor) to render a public page,
 * and hands the same answers to the page, whose first render then shows what the server's did. These
 * are the calls of a page's widgets (comments, the sidebar's lists, reactions), which load in hooks;
 * the page's own data comes from its route's loader (src/web/app/page-data.ts). A widget's
 * data hook "peeks" its loader: while peeking, the API client answers from these answers synchronously
 * and fetches nothing; a call not answered yet is noted as missing, so the server can answer it and
 * render again.
 */

export interface CallRoute {
  readonly method: string;
  readonly path: string;
}

export interface CallParts {
  query?: object;
  params?: object;
}

/** A call's address, path parameters filled in and the query in a fixed order: the answers' key. */
export function callKey(route: CallRoute, input: CallParts): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  const entries = Object.entries(input.query ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of entries) {
    if (value === undefined || value === null) continue;
    // a list goes comma-separated, as the spec's list parameters are sent (form style, not exploded)
    search.append(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** A thenable that calls back at once, so a loader built of `.then` steps gives its value synchronously. */
class Settled<T> implements PromiseLike<T> {
  constructor(readonly value: T) {}
  then<R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
    if (!onFulfilled) return this as unknown as Settled<R1>;
    const next = onFulfilled(this.value);
    if (next instanceof Settled || next instanceof Pending) return next;
    return isThenable(next) ? pending : new Settled(next as R1);
  }
  catch(): this {
    return this;
  }
  finally(): this {
    return this;
  }
}

/** The answer of a call that was not answered ahead: it never settles, as a peek must not wait. */
class Pending implements PromiseLike<never> {
  then(): PromiseLike<never> {
    return this;
  }
  catch(): this {
    return this;
  }
  finally(): this {
    return this;
  }
}

const pending = new Pending();

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

let answers = new Map<string, unknown>();
/** calls known to fail for the visitor: the page shows them loading, and the browser calls them itself */
let failed = new Set<string>();
let missing: Set<string> | null = null;
let peeking = false;

/** Sets the answers the next renders read (the server's, or the page's data island). */
export function setPrefetchedAnswers(next: Record<string, unknown>, failedKeys: string[] = []): void {
  answers = new Map(Object.entries(next));
  failed = new Set(failedKeys);
}

/** Forgets the answers: after the page has hydrated, data is fetched afresh as usual. */
export function forgetPrefetchedAnswers(): void {
  answers = new Map();
  failed = new Set();
}

/** Renders once, noting the GET calls that peeking loaders made and that have no answer yet. */
export function noteMissingCalls<T>(render: () => T): { result: T; missing: string[] } {
  missing = new Set();
  try {
    const result = render();
    return { result, missing: [...missing] };
  } finally {
    missing = null;
  }
}

/** True while a loader is being peeked: the API client then answers through answerAhead. */
export function isPeeking(): boolean {
  return peeking;
}

/** The API client's answer to a call made while peeking (never a fetch). */
export function answerAhead(route: CallRoute, input: CallParts): PromiseLike<unknown> {
  if (route.method !== 'GET') return pending;
  const key = callKey(route, input);
  if (answers.has(key)) return new Settled(answers.get(key));
  if (!failed.has(key)) missing?.add(key);
  return pending;
}

const neverAborted = new AbortController().signal;

/** The loader's value from the answers at hand, or null when it needs a call not answered ahead. */
export function peekLoad<T>(load: (signal: AbortSignal) => PromiseLike<T>): { value: T } | null {
  if (answers.size === 0 && missing === null) return null;
  peeking = true;
  try {
    const result = load(neverAborted);
    return result instanceof Settled ? { value: result.value as T } : null;
  } catch {
    return null;
  } finally {
    peeking = false;
  }
}

let staleForViewer = false;

/**
 * The answers were given to a visitor while the page's reader is signed in: hooks show them first (the
 * page as the server drew it), then fetch them again as the reader, for their own state (votes, follows).
 */
export function markPrefetchedAnswersStale(): void {
  staleForViewer = true;
}

export function prefetchedAnswersAreStale(): boolean {
  return staleForViewer;
}
