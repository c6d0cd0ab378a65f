import { createExternalStore } from './external-store.ts';

/** The error page shown in place of the current page (product spec §8). */
export type GlobalError = 403 | 404 | '50X';

export interface RaisedGlobalError {
  error: GlobalError;
  /** the router location whose page it replaces; set when it is first shown */
  locationKey?: string;
}

export const globalErrorStore = createExternalStore<RaisedGlobalError | null>(null);

export function raiseGlobalError(error: GlobalError): void {
  globalErrorStore.set({ error });
}
