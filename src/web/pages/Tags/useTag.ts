import { api } from '../../app/api-client.ts';
import { useQueryData } from '../../components/question/useQueryData.ts';

/** The tag a page is about, by slug or by id, loaded again when it changes; the 404 page when the viewer may not see it (none, or deleted and the viewer not staff). */
export function useTag(by: { name?: string; id?: string }) {
  return useQueryData(JSON.stringify(by), (signal) => api.getTag({ query: by }, { signal, allow404: true }));
}
