// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
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
    </>
  );
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/tags" element={<FilterPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole<HTMLInputElement>('textbox', { name: 'Filter' });
}
const urlQuery = () => screen.getByRole('status').textContent;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a filter box kept in the URL', () => {
  it('shows every key at once and writes the URL, back on the first page, once typing pauses', () => {
    const box = renderAt('/tags?q=old&page=3');
    expect(box.value).toBe('old');
    for (const typed of ['b', 'be', 'bee']) {
      fireEvent.change(box, { target: { value: typed } });
      act(() => vi.advanceTimersByTime(delay - 1));
      expect(box.value).toBe(typed);
      expect(urlQuery()).toBe('?q=old&page=3');
    }
    act(() => vi.advanceTimersByTime(1));
    expect(urlQuery()).toBe('?q=bee');
    expect(box.value).toBe('bee');
  });

  it('shows a filter a link changes, without writing the typed one back', () => {
    const box = renderAt('/tags?q=bee');
    fireEvent.click(screen.getByRole('link', { name: 'All tags' }));
    expect(box.value).toBe('');
    act(() => vi.advanceTimersByTime(delay));
    expect(urlQuery()).toBe('');
    expect(box.value).toBe('');
  });
});
