// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../generated/messages/en_US.ts';
import zh from '../../../generated/messages/zh_CN.ts';
import { BootScreen } from '../../../src/web/boot/BootScreen.tsx';

afterEach(cleanup);

describe('the loading screen before the server’s messages arrive', () => {
  it('says the site could not load, in the visitor’s language, and retries on request', async () => {
    const onRetry = vi.fn();
    render(<BootScreen language="zh_CN" failed onRetry={onRetry} />);
    expect(screen.getByRole('status').textContent).toBe(zh['boot.failed']);
    await userEvent.setup().click(screen.getByRole('button', { name: zh['boot.retry'] }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('stays quiet at first, then says it is loading', async () => {
    render(<BootScreen language="en_US" failed={false} />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(await screen.findByText(en['layout.loading'], undefined, { timeout: 3000 })).toBeTruthy();
  });
});
