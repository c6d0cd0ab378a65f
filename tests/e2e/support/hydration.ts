import { expect, type Page } from '@playwright/test';

/**
 * Waits until the browser has taken a server-drawn page over (serve-web marks `<html data-hydrating>`,
 * hydration removes it). Until then buttons are held still and what is typed into a text box reaches
 * React only when hydration ends, so a test that types or presses at once would race the page's scripts.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrating]')).toHaveCount(0, { timeout: 20_000 });
}
