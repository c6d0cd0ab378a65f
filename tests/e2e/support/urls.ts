// URL helpers for end-to-end tests. The whole site lives under one base path (spec/constants.yaml:
// base_path); Playwright's baseURL (playwright.config.ts) is the bare origin, so pass page.goto()
// appPath(...).

export const BASE_PATH = '/answer';

/** The site path of an app route: appPath('/questions') === '/answer/questions'; appPath() === '/answer/'. */
export function appPath(path = '/'): string {
  return `${BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;
}
