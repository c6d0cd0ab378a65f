import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import enCompiled from '../../../../generated/messages/compiled/en_US.ts';
import zhCompiled from '../../../../generated/messages/compiled/zh_CN.ts';
import en from '../../../../generated/messages/en_US.ts';
import zh from '../../../../generated/messages/zh_CN.ts';
import { compileMessage } from '../../../../src/shared/i18n/compile-message.ts';
import { createMessages } from '../../../../src/shared/i18n/format-message.ts';

const english = createMessages({ locale: 'en-US', bundle: enCompiled });
const chinese = createMessages({ locale: 'zh-CN', bundle: zhCompiled });

describe('catalogue messages in en_US and zh_CN', () => {
  it('keeps plain texts as they are', () => {
    expect(english.format('account.header.log_in')).toBe('Log in');
    expect(chinese.format('account.header.log_in')).toBe(zh['account.header.log_in']);
  });

  it('fills arguments', () => {
    expect(english.format('account.activation.success', { name: 'Ada' })).toBe(
      'Welcome, Ada! Your account is activated.',
    );
    expect(chinese.format('account.activation.success', { name: 'Ada' })).toBe('欢迎，Ada！你的账号已激活。');
    expect(english.format('admin_backups.running', { done: 3, total: 40 })).toBe('Backing up: 3 of 40 tables copied…');
  });

  it('chooses plural cases by the language’s rules, with # as a formatted number', () => {
    expect(english.format('admin_contents.count', { count: 1 })).toBe('1 post');
    expect(english.format('admin_contents.count', { count: 1234 })).toBe('1,234 posts');
    expect(chinese.format('admin_contents.count', { count: 1 })).toBe('1 篇帖子');
    expect(chinese.format('admin_contents.count', { count: 1234 })).toBe('1,234 篇帖子');
  });

  it('prefers an exact case (=0) over the category', () => {
    expect(english.format('questions_ui.answers.count', { count: 0 })).toBe('No answers yet');
    expect(english.format('questions_ui.answers.count', { count: 1 })).toBe('1 answer');
    expect(chinese.format('questions_ui.answers.count', { count: 0 })).toBe('还没有回答');
    expect(chinese.format('questions_ui.answers.count', { count: 2 })).toBe('2 个回答');
  });

  it('formats number skeletons', () => {
    expect(english.format('admin_dashboard.counts.rate', { rate: 0.12345 })).toBe('12.35% of questions');
    expect(chinese.format('admin_dashboard.counts.rate', { rate: 0.5 })).toBe('占问题的 50%');
  });

  it('shows an unknown key as itself and a missing value as its name', () => {
    expect(english.format('no.such.key')).toBe('no.such.key');
    expect(english.has('no.such.key')).toBe(false);
    expect(english.format('account.activation.success')).toBe('Welcome, {name}! Your account is activated.');
  });

  it.each([
    ['en_US', 'en-US', en, english],
    ['zh_CN', 'zh-CN', zh, chinese],
  ] as const)('formats every %s message as intl-messageformat does', (_language, locale, catalogue, messages) => {
    const argumentNames = /\{\s*([A-Za-z_][\w]*)/g;
    for (const [key, text] of Object.entries(catalogue)) {
      for (const number of [0, 1, 2, 5, 21, 1234.5]) {
        const values = Object.fromEntries([...text.matchAll(argumentNames)].map(([, name]) => [name, number]));
        expect(messages.format(key, values), key).toBe(String(new IntlMessageFormat(text, locale).format(values)));
      }
    }
  });
});

describe('constructs no catalogue uses yet', () => {
  const format = (text: string, values: Record<string, string | number>, timeZone?: string) =>
    createMessages({ locale: 'en-US', bundle: { message: compileMessage(text) }, timeZone }).format('message', values);

  it('select, selectordinal and plural offsets', () => {
    const select = '{role, select, admin {an admin} other {a member}}';
    expect(format(select, { role: 'admin' })).toBe('an admin');
    expect(format(select, { role: 'guest' })).toBe('a member');
    const ordinal = '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}';
    expect(['1', '2', '3', '11'].map((place) => format(ordinal, { place }))).toEqual(['1st', '2nd', '3rd', '11th']);
    expect(format('{n, plural, offset:1 =0 {nobody} one {you and # other} other {you and # others}}', { n: 3 })).toBe(
      'you and 2 others',
    );
  });

  it('dates and times in the given time zone', () => {
    const moment = Date.UTC(2026, 0, 2, 15, 4);
    // newer ICU puts a narrow no-break space before PM
    expect(format('{at, date, long} {at, time, short}', { at: moment }, 'Asia/Shanghai')).toMatch(
      /^January 2, 2026 11:04\sPM$/,
    );
  });

  it('refuses rich text tags, which the formatter does not do', () => {
    expect(() => compileMessage('Read <b>{name}</b>')).toThrow(/rich text tags/);
  });
});
