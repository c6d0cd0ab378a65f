import { useSyncExternalStore } from 'react';

/**
 * A value that lives outside React, so that the API client's hooks can change it before and
 * outside any component, and components read it with useSyncExternalStore.
 */
export interface ExternalStore<T> {
  get(): T;
  set(update: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export function createExternalStore<T>(initial: T): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(update) {
      const next = typeof update === 'function' ? (update as (current: T) => T)(value) : update;
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useExternalStore<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
