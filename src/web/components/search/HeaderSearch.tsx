import { type FormEvent, useEffect, useState } from 'react';
import { useHref, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import SearchIcon from 'lucide-react/icons/search';
import { constants } from '../../../../generated/constants.ts';
import { pathOfPage } from '../../app/paths.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import './header-search.css';

const searchPath = pathOfPage('Search/Results');

/** The header's search box: leads to /search?q=, and shows the query while on the search page. */
export function HeaderSearch() {
  const message = useMessage();
  const navigate = useNavigate();
  const searchHref = useHref(searchPath);
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const current = pathname === searchPath ? (search.get('q') ?? '') : '';
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // read from the field, not the state: words typed before hydration are in the field only
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (q) navigate(`${searchPath}?${new URLSearchParams({ q })}`);
  };

  return (
    // the action serves a search sent before the page is hydrated (or without scripts) by the browser itself
    <form role="search" className="header-search" action={searchHref} onSubmit={submit}>
      <input
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-label={message('search_ui.box.label')}
        placeholder={message('search_ui.box.placeholder')}
        maxLength={constants.search.query_input_max}
        required
      />
      <button type="submit" className="header-search-submit" aria-label={message('search_ui.box.submit')}>
        <SearchIcon aria-hidden size={18} />
      </button>
    </form>
  );
}
