import { api } from '../../app/api-client.ts';
import { useQueryData } from '../../components/question/useQueryData.ts';

/** The tag a page is about, by slug or by id, loaded again when it changes. */
export function useTag(by: { name?: string; id?: string }) {
  return useQueryData(JSON.stringify(by), (signal) => api.getTag({ query: by }, { signal }));
}
