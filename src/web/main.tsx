import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { markPrefetchedAnswersStale, setPrefetchedAnswers } from '../shared/api/prefetched-calls.ts';
import { PAGE_ISLAND_ID, type PageIsland } from '../shared/ssr/page-island.ts';
import { fetchBundle } from './app/language-bundle.ts';
import { setRenderClock } from './app/render-clock.ts';
import { loadSessionMachine } from './app/session.ts';
import { shareStyleNonce } from './app/style-nonce.ts';
import { applyColorScheme } from './app/theme.ts';
import { chosenColorScheme } from './app/visitor-choice.ts';
import { HydratedBoot } from './boot/HydratedBoot.tsx';
import { loadFirstRoute } from './router.tsx';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

/**
 * The pages the server does not draw boot in the browser through the boot machine. Its code (xstate among
 * it) loads with those pages only, so the server-drawn ones need none of it to hydrate.
 */
async function bootInBrowser(container: HTMLElement): Promise<void> {
  const { BootGate } = await import('./boot/BootGate.tsx');
  createRoot(container).render(
    <StrictMode>
      <BootGate />
    </StrictMode>,
  );
}

shareStyleNonce();

/** A public page the server rendered: React takes its markup over with the same data and code. */
async function hydrateInBrowser(container: HTMLElement, island: PageIsland): Promise<void> {
  setPrefetchedAnswers(island.answers);
  if (island.viewer) markPrefetchedAnswersStale();
  setRenderClock(island.renderedAt);
  // the page's colours before anything else, outside React: no flash of the site's scheme
  applyColorScheme(chosenColorScheme() ?? island.colorScheme);
  try {
    const [bundle] = await Promise.all([
      fetchBundle(island.language, { ignore50X: true }, island.bundleVersion),
      loadFirstRoute(),
      // a signed-in reader's session turns the page to them as it hydrates; a visitor's waits for a need
      island.viewer ? loadSessionMachine() : null,
    ]);
    // In a transition React hydrates in slices, yielding to the browser between them, where an ordinary
    // hydration is one long task that holds input back; a press meanwhile hydrates its part at once.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <HydratedBoot island={island} bundle={bundle} />
        </StrictMode>,
      );
    });
  } catch {
    // Without the bundle the page cannot be taken over: the boot draws it afresh, with its retry.
    document.documentElement.removeAttribute('data-hydrating');
    await bootInBrowser(container);
  }
}

/** Hydrates the page the server drew, from the data it came with, or boots the app afresh. */
function start(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const islandElement = document.getElementById(PAGE_ISLAND_ID);
  if (islandElement?.textContent) void hydrateInBrowser(root, JSON.parse(islandElement.textContent) as PageIsland);
  else void bootInBrowser(root);
}

// A drawn page imports this entry once it has painted, which on a slow link or with a large page is
// before the document has all arrived: its data script would hold only its first part (an unterminated
// JSON string) and #root only part of the markup. So the page is read once the parser has finished it.
// No top-level await here: Rolldown gives up merging shared chunks into the entry when a module awaits at
// its top, and the first load then fetches dozens of small chunks instead of one.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
