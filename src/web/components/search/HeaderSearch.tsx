import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
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
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const current = pathname === searchPath ? (search.get('q') ?? '') : '';
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) navigate(`${searchPath}?${new URLSearchParams({ q })}`);
  };

  return (
    <form role="search" className="header-search" onSubmit={submit}>
      <input
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-label={message('search_ui.box.label')}
        placeholder={message('search_ui.box.placeholder')}
        maxLength={constants.search.query_max}
        required
      />
      <button type="submit" className="header-search-submit" aria-label={message('search_ui.box.submit')}>
        <SearchIcon aria-hidden size={18} />
      </button>
    </form>
  );
}
