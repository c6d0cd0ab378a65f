import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router-dom';
import { withQuery } from '../components/question/query-links.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';
import { useLatest } from './useLatest.ts';

/**
 * A filter box whose text lives in the URL parameter `name`: the box shows each key at once, and the
 * URL (so the list read from it) follows once typing pauses, back on the first page. A link or a
 * step through history that changes the parameter shows in the box. A link followed before typing paused
 * wins: writing the URL then would cancel the way to the page the person chose.
 */
export function useTypedQuery(name: string) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const inUrl = search.get(name) ?? '';
  const [typed, setTyped] = useState(inUrl);
  const settled = useDebouncedValue(typed);
  const { pathname } = useLocation();
  const pending = useNavigation().location;
  const leaving = pending !== undefined && pending.pathname !== pathname;
  const now = useLatest({ inUrl, settled, search, navigate, leaving });
  // a URL this hook wrote holds the settled text; any other came from a link or history
  useEffect(() => {
    if (inUrl !== now.current.settled) setTyped(inUrl);
  }, [inUrl, now]);
  useEffect(() => {
    const { inUrl: current, search: query, navigate: go, leaving: away } = now.current;
    if (settled !== current && !away) go(withQuery(query, { [name]: settled || null, page: null }), { replace: true });
  }, [settled, name, now]);
  return { inUrl, typed, setTyped };
}
