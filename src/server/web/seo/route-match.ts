import { routeTable, type RouteDefinition } from '../../../../generated/routes.ts';

export interface RouteMatch {
  route: RouteDefinition;
  /** the path's dynamic segments, still percent-encoded as the request sent them */
  params: Record<string, string>;
}

interface Pattern {
  route: RouteDefinition;
  segments: string[];
  score: number;
}

/** An optional last segment (`:subType?`) stands for two patterns, with and without it. */
function expand(route: RouteDefinition): string[][] {
  const segments = route.path.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (!last?.endsWith('?')) return [segments];
  return [segments.slice(0, -1), [...segments.slice(0, -1), last.slice(0, -1)]];
}

/** As the web app's router ranks them: a static segment beats a parameter, which beats the catch-all. */
function scoreOf(segments: string[]): number {
  return segments.reduce((sum, segment) => sum + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10), 0);
}

const patterns: Pattern[] = routeTable
  .flatMap((route) => expand(route).map((segments) => ({ route, segments, score: scoreOf(segments) })))
  .sort((a, b) => b.score - a.score);

function paramsOf(pattern: string[], path: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.entries()) {
    if (segment === '*') return params;
    const part = path[index];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = part;
    else if (segment !== part) return null;
  }
  return pattern.length === path.length ? params : null;
}

/** The screen of spec/routes.yaml that the web app shows at `path` (under the base path), as its router picks it. */
export function matchRoute(path: string): RouteMatch {
  const parts = path.split('/').filter(Boolean);
  for (const pattern of patterns) {
    const params = paramsOf(pattern.segments, parts);
    if (params) return { route: pattern.route, params };
  }
  throw new Error('spec/routes.yaml has no catch-all route');
}

/** A path segment as text; null when its percent-escapes do not decode. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Whether two paths name the same page, whatever characters either escapes. */
export function samePath(a: string, b: string): boolean {
  return (decodeSegment(a) ?? a) === (decodeSegment(b) ?? b);
}
