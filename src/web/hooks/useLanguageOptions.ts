import { useEffect, useState } from 'react';
import type { DataOf } from '../../../generated/operations.ts';
import { api } from '../app/api-client.ts';

export type LanguageOptions = DataOf<'getLanguageOptions'>;

// One request per page load: the options do not change while the site runs.
let optionsRequest: Promise<LanguageOptions> | null = null;

function requestOptions(): Promise<LanguageOptions> {
  optionsRequest ??= api.getLanguageOptions({}, { ignore50X: true }).catch((error: unknown) => {
    optionsRequest = null;
    throw error;
  });
  return optionsRequest;
}

/** The languages a person can choose (getLanguageOptions); null until they arrive or when they cannot. */
export function useLanguageOptions(): LanguageOptions | null {
  const [options, setOptions] = useState<LanguageOptions | null>(null);
  useEffect(() => {
    let live = true;
    // A failed request was logged by the API client; the header then goes without the switcher.
    requestOptions().then(
      (loaded) => live && setOptions(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return options;
}
