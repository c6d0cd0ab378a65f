import { describe, expect, it } from 'vitest';
import { readableLine } from '../../../../src/server/logging/readable-lines.ts';

describe('log lines for a person at a terminal', () => {
  it('shows time, level and message first, then the fields, without pid and host', () => {
    const json = JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 10, 28, 15, 4, 5, 67),
      pid: 4242,
      hostname: 'web-1',
      request_id: 'k3x-1f',
      msg: 'request',
      method: 'GET',
      path: '/answer/questions',
      status: 200,
      user_id: null,
    });
    expect(readableLine(json)).toBe(
      '15:04:05.067 INFO  request request_id=k3x-1f method=GET path=/answer/questions status=200 user_id=null\n',
    );
  });

  it("puts an error's stack on the lines after it", () => {
    const line = readableLine(
      JSON.stringify({
        level: 50,
        time: 0,
        msg: 'request failed',
        err: { message: 'boom', stack: 'Error: boom\n    at x' },
      }),
    );
    expect(line).toBe('00:00:00.000 ERROR request failed\nError: boom\n    at x\n');
  });
});
