import type { Page } from '@playwright/test';
import { constants } from '../../../generated/constants.ts';

/** Puts a session token from the API where the server keeps the web app's session: its HttpOnly cookie. */
export async function useSessionToken(page: Page, origin: string, token: string): Promise<void> {
  await page.context().addCookies([
    {
      name: constants.session.cookie.name,
      value: token,
      url: `${origin}${constants.session.cookie.path}`,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}
