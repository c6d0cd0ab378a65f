import { createExternalStore } from './external-store.ts';

export type DialogKind = 'confirm' | 'notice';

export interface DialogRequest {
  id: number;
  kind: DialogKind;
  /** already translated */
  message: string;
  /** true when the person confirmed; a notice always answers false */
  answer(confirmed: boolean): void;
  /** what had the keyboard when the dialog was asked for: it gets it back when the dialog closes */
  opener: HTMLElement | null;
}

/** Dialogs wait in line: one is shown at a time, in the order they were asked for. */
export const dialogStore = createExternalStore<readonly DialogRequest[]>([]);

let nextId = 1;

function ask(kind: DialogKind, message: string): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const answer = (confirmed: boolean) => {
      dialogStore.set((queue) => queue.filter((request) => request.id !== id));
      resolve(confirmed);
    };
    dialogStore.set((queue) => [...queue, { id, kind, message, answer, opener }]);
  });
}

/** Resolves true when the person confirms, false when they cancel or close the dialog. */
export function confirmDialog(message: string): Promise<boolean> {
  return ask('confirm', message);
}

/** Resolves when the person closes the dialog. */
export async function noticeDialog(message: string): Promise<void> {
  await ask('notice', message);
}
