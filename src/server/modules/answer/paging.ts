import { constants } from '../../../../generated/constants.ts';

/** The rows of one page (answer-api-facts §1.4: page from 1, a missing or non-positive size is the default). */
export function pageWindow(page: number | undefined, pageSize: number | undefined): { limit: number; offset: number } {
  const size = pageSize && pageSize > 0 ? pageSize : constants.pagination.default_page_size;
  const number = page && page > 0 ? page : 1;
  return { limit: size, offset: (number - 1) * size };
}
