import { useEffect, useLayoutEffect } from 'react';
import type { LanguageBundle } from '../../../machines/boot.machine.ts';
import { forgetPrefetchedAnswers } from '../../shared/api/prefetched-calls.ts';
import { resolveColorScheme, resolveLanguage, type ColorScheme } from '../../shared/preferences/index.ts';
import type { PageIsland } from '../../shared/ssr/page-island.ts';
import { setClientLanguage } from '../app/api-client.ts';
import type { UserInfo } from '../app/current-user.ts';
import { writeCachedBundle } from '../app/bundle-cache.ts';
import { bundleFor } from '../app/language-bundle.ts';
import { setRenderClock } from '../app/render-clock.ts';
import type { SiteInfo } from '../app/site-context.ts';
import type { UserCenterAgent } from '../app/user-center.ts';
import { chosenColorScheme, chosenLanguage } from '../app/visitor-choice.ts';
import { BootedApp } from './BootedApp.tsx';
import { replayEarlyInput } from './replay-early-input.ts';
import { useShownPreferences } from './useShownPreferences.ts';

/**
 * Boots a page the server rendered: the first render uses what the server used (its data island and the
 * language bundle it names), so
 * React takes over the server's markup as it is. Then, as the boot machine would, the reader's own
 * choices apply: the stored language and colour scheme, and for a signed-in reader their user (handed
 * over in the island, and to the session by BootedApp), whose preferences come first, and their own
 * state on the page (the route's loader and the widgets' data hooks fetch again).
 */
export function HydratedBoot({ island, bundle }: { island: PageIsland; bundle: LanguageBundle }) {
  const siteInfo = island.siteInfo as SiteInfo;
  const { showLanguage, showColorScheme, preferences } = useShownPreferences({
    language: { language: island.language, bundle },
    colorScheme: island.colorScheme,
  });

  useLayoutEffect(() => {
    forgetPrefetchedAnswers();
    setRenderClock(null);
    setClientLanguage(island.language);
    writeCachedBundle({ language: island.language, bundle });
    // A choice made in this browser's switchers wins, as in BootGate.
    const follow = (user: UserInfo | null) => {
      const language = chosenLanguage() ?? resolveLanguage({ user, interfaceLanguage: siteInfo.interface.language });
      const scheme: ColorScheme =
        chosenColorScheme() ?? resolveColorScheme({ user, site: siteInfo.theme.color_scheme });
      if (scheme !== island.colorScheme) showColorScheme(scheme);
      if (language !== island.language) void bundleFor(language).then((bundle) => showLanguage(language, bundle));
    };
    follow(island.viewer as UserInfo | null);
  }, [island, bundle, siteInfo, showLanguage, showColorScheme]);

  // Until now the server's buttons looked ready but had no handlers; base.css held them still meanwhile.
  useEffect(() => {
    document.documentElement.removeAttribute('data-hydrating');
    const root = document.getElementById('root');
    if (root) replayEarlyInput(root);
  }, []);

  if (!preferences) throw new Error('hydration: the island names no language or colour scheme');
  return (
    <BootedApp
      siteInfo={siteInfo}
      user={null}
      agent={island.agent as UserCenterAgent}
      bundle={bundle}
      timeZone={island.timeZone}
      preferences={preferences}
      hydrationData={{ loaderData: island.loaderData }}
      viewer={island.viewer as UserInfo | null}
    />
  );
}
