import { createExternalStore } from './external-store.ts';

export type ToastVariant = 'danger' | 'success';

export interface Toast {
  id: number;
  variant: ToastVariant;
  /** already translated: server messages arrive in the request's language */
  message: string;
}

export const toastStore = createExternalStore<readonly Toast[]>([]);

let nextId = 1;

export function showToast(variant: ToastVariant, message: string): void {
  const toast: Toast = { id: nextId++, variant, message };
  toastStore.set((toasts) => [...toasts, toast]);
}

export function dismissToast(id: number): void {
  toastStore.set((toasts) => toasts.filter((toast) => toast.id !== id));
}
