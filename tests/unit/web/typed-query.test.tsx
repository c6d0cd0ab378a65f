// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { constants } from '../../../generated/constants.ts';
import { useTypedQuery } from '../../../src/web/hooks/useTypedQuery.ts';

const delay = constants.timing.typing_search_debounce_ms;

function FilterPage() {
  const filter = useTypedQuery('q');
  return (
    <>
      <input aria-label="Filter" value={filter.typed} onChange={(event) => filter.setTyped(event.target.value)} />
      <output>{useLocation().search}</output>
      <Link to="/tags">All tags</Link>
      <Link to="/tags/beekeeping">Beekeeping</Link>
    </>
  );
}

/** The filter page, and a tag page whose data comes when `tagLoaded` is resolved. */
function renderAt(url: string) {
  let resolveTag = () => {};
  const tagLoaded = new Promise<null>((resolve) => (resolveTag = () => resolve(null)));
  const router = createMemoryRouter(
    [
      { path: '/tags', element: <FilterPage /> },
      { path: '/tags/:name', element: <h1>Tag page</h1>, loader: () => tagLoaded },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { box: screen.getByRole<HTMLInputElement>('textbox', { name: 'Filter' }), router, resolveTag };
}
const urlQuery = () => screen.getByRole('status').textContent;
/** Moves the clock and lets the router's navigations settle. */
const wait = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a filter box kept in the URL', () => {
  it('shows every key at once and writes the URL, back on the first page, once typing pauses', async () => {
    const { box } = renderAt('/tags?q=old&page=3');
    expect(box.value).toBe('old');
    for (const typed of ['b', 'be', 'bee']) {
      fireEvent.change(box, { target: { value: typed } });
      await wait(delay - 1);
      expect(box.value).toBe(typed);
      expect(urlQuery()).toBe('?q=old&page=3');
    }
    await wait(1);
    expect(urlQuery()).toBe('?q=bee');
    expect(box.value).toBe('bee');
  });

  it('shows a filter a link changes, without writing the typed one back', async () => {
    const { box } = renderAt('/tags?q=bee');
    fireEvent.click(screen.getByRole('link', { name: 'All tags' }));
    await wait(0);
    expect(box.value).toBe('');
    await wait(delay);
    expect(urlQuery()).toBe('');
    expect(box.value).toBe('');
  });

  it('lets a link followed before typing pauses win over the typed filter', async () => {
    const { box, router, resolveTag } = renderAt('/tags');
    fireEvent.change(box, { target: { value: 'bee' } });
    fireEvent.click(screen.getByRole('link', { name: 'Beekeeping' }));
    // the tag page is still loading when typing has paused
    await wait(delay);
    expect(router.state.navigation.location?.pathname).toBe('/tags/beekeeping');
    resolveTag();
    await wait(0);
    expect(router.state.location.pathname).toBe('/tags/beekeeping');
    expect(screen.getByRole('heading', { name: 'Tag page' })).toBeTruthy();
  });
});
