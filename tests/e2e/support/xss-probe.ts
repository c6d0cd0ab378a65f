import type { Page } from '@playwright/test';

/** Counts every dialog any frame of the page opens (and dismisses it so the page goes on). */
export function countDialogs(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('dialog', (dialog) => {
    seen.count += 1;
    void dialog.dismiss();
  });
  return seen;
}

/**
 * Inside the elements matching `selector`: lets images load or fail, fires the events inline handlers
 * listen to, and answers what executed or could: the window.__xss marker the payloads set, and links or
 * images whose URL Chromium reads as javascript:, data: or vbscript:. Clicks are kept from navigating.
 */
export function probeForScript(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(async (selector) => {
    const roots = Array.from(document.querySelectorAll<HTMLElement>(selector));
    const stopNavigation = (event: Event) => event.preventDefault();
    for (const root of roots) root.addEventListener('click', stopNavigation, true);
    const images = roots.flatMap((root) => Array.from(root.querySelectorAll('img')));
    await Promise.race([
      Promise.all(
        images.map((image) =>
          image.complete
            ? null
            : new Promise((done) => {
                image.addEventListener('load', done);
                image.addEventListener('error', done);
              }),
        ),
      ),
      new Promise((done) => setTimeout(done, 2_000)),
    ]);
    const events = [
      'mouseover',
      'mouseenter',
      'pointerover',
      'focus',
      'focusin',
      'click',
      'animationstart',
      'toggle',
      'wheel',
      'submit',
    ];
    for (const root of roots) {
      for (const element of root.querySelectorAll('*')) {
        for (const type of events) element.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
        if (element instanceof HTMLDetailsElement) element.open = true;
      }
    }
    await new Promise((done) => setTimeout(done, 150));
    const problems: string[] = [];
    const unsafe = /^(javascript|data|vbscript):$/;
    for (const root of roots) {
      for (const link of root.querySelectorAll('a[href]')) {
        if (unsafe.test((link as HTMLAnchorElement).protocol))
          problems.push(
            `link ${link.getAttribute('href')} in #${link.closest('[data-index]')?.getAttribute('data-index') ?? '?'}`,
          );
      }
    }
    for (const image of images) {
      if (image.getAttribute('src') && unsafe.test(new URL(image.src).protocol))
        problems.push(`image ${image.getAttribute('src')}`);
    }
    if ((window as unknown as { __xss?: unknown }).__xss) problems.push('window.__xss was set');
    for (const root of roots) root.removeEventListener('click', stopNavigation, true);
    return problems;
  }, selector);
}
