/** Addresses of a tag's pages (spec/routes.yaml), by slug or by id. */
export const tagPath = (slug: string) => `/tags/${encodeURIComponent(slug)}`;
export const tagInfoPath = (slug: string) => `${tagPath(slug)}/info`;
export const tagEditPath = (tagId: string) => `/tags/${tagId}/edit`;
export const tagTimelinePath = (tagId: string) => `/tags/${tagId}/timeline`;
