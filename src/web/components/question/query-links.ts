/** The current search with some parameters changed; a null value removes the parameter. */
export function withQuery(search: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  const query = next.toString();
  return query ? `?${query}` : '?';
}

/** A positive page number from the URL; anything else is the first page. */
export function pageFrom(search: URLSearchParams, parameter = 'page'): number {
  const page = Number(search.get(parameter));
  return Number.isInteger(page) && page > 1 ? page : 1;
}
