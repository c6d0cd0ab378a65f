import { describe, expect, it } from 'vitest';
import { constants } from '../../../../generated/constants.ts';
import { isLanguage, resolveLanguage } from '../../../../src/shared/preferences/index.ts';

describe('resolveLanguage', () => {
  it("uses the user's language when it is an available one", () => {
    expect(resolveLanguage({ user: { language: 'zh_CN' }, interfaceLanguage: 'en_US', stored: 'en_US' })).toBe('zh_CN');
  });

  it("uses the interface language when the user's is 'default'", () => {
    const user = { language: constants.languages.user_default };
    expect(resolveLanguage({ user, interfaceLanguage: 'zh_CN', stored: 'en_US' })).toBe('zh_CN');
  });

  it("uses the interface language when the user's is unknown or empty", () => {
    expect(resolveLanguage({ user: { language: 'xx_XX' }, interfaceLanguage: 'zh_CN' })).toBe('zh_CN');
    expect(resolveLanguage({ user: { language: '' }, interfaceLanguage: 'zh_CN' })).toBe('zh_CN');
  });

  it('uses the interface language for an anonymous visitor', () => {
    expect(resolveLanguage({ user: null, interfaceLanguage: 'zh_CN', stored: 'en_US' })).toBe('zh_CN');
  });

  it('uses the stored language when the interface language is unknown or missing', () => {
    expect(resolveLanguage({ user: null, interfaceLanguage: 'xx_XX', stored: 'zh_CN' })).toBe('zh_CN');
    expect(resolveLanguage({ stored: 'zh_CN' })).toBe('zh_CN');
  });

  it('uses the default language when nothing known is given', () => {
    expect(resolveLanguage({ user: { language: 'default' }, interfaceLanguage: '', stored: 'xx_XX' })).toBe(
      constants.languages.default,
    );
    expect(resolveLanguage({})).toBe(constants.languages.default);
  });
});

describe('isLanguage', () => {
  it('accepts exactly the available languages', () => {
    for (const { value } of constants.languages.available) expect(isLanguage(value)).toBe(true);
    expect(isLanguage(constants.languages.user_default)).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
