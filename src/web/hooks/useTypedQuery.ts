import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { withQuery } from '../components/question/query-links.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';
import { useLatest } from './useLatest.ts';

/**
 * A filter box whose text lives in the URL parameter `name`: the box shows each key at once, and the
 * URL (so the list read from it) follows once typing pauses, back on the first page. A link or a
 * step through history that changes the parameter shows in the box.
 */
export function useTypedQuery(name: string) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const inUrl = search.get(name) ?? '';
  const [typed, setTyped] = useState(inUrl);
  const settled = useDebouncedValue(typed);
  const now = useLatest({ inUrl, settled, search, navigate });
  // a URL this hook wrote holds the settled text; any other came from a link or history
  useEffect(() => {
    if (inUrl !== now.current.settled) setTyped(inUrl);
  }, [inUrl, now]);
  useEffect(() => {
    const { inUrl: current, search: query, navigate: go } = now.current;
    if (settled !== current) go(withQuery(query, { [name]: settled || null, page: null }), { replace: true });
  }, [settled, name, now]);
  return { inUrl, typed, setTyped };
}
