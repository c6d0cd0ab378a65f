import { describe, expect, it } from 'vitest';
import { SpecError } from '../../../generator/errors.ts';
import { mergeFragments } from '../../../generator/fragments.ts';

const sections = [['paths'], ['components', 'schemas']];
const operation = (operationId: string) => ({ operationId });

describe('mergeFragments', () => {
  it('lets two domains serve different methods of one path', () => {
    const root = { paths: {}, components: { schemas: {} } };
    const merged = mergeFragments(
      root,
      'spec/openapi.yaml',
      [
        { name: 'spec/openapi/user.yaml', content: { paths: { '/user/info': { get: operation('getUserInfo') } } } },
        {
          name: 'spec/openapi/settings.yaml',
          content: { paths: { '/user/info': { put: operation('updateUserInfo') } } },
        },
      ],
      sections,
    );
    expect(merged.paths).toEqual({ '/user/info': { get: operation('getUserInfo'), put: operation('updateUserInfo') } });
  });

  it('refuses a method of a path that another file already defines, naming that file', () => {
    const root = { paths: { '/user/info': { get: operation('getUserInfo') } }, components: { schemas: {} } };
    const merge = () =>
      mergeFragments(
        root,
        'spec/openapi.yaml',
        [
          {
            name: 'spec/openapi/settings.yaml',
            content: { paths: { '/user/info': { put: operation('updateUserInfo') } } },
          },
          {
            name: 'spec/openapi/other.yaml',
            content: { paths: { '/user/info': { put: operation('replaceUserInfo') } } },
          },
        ],
        sections,
      );
    expect(merge).toThrow(SpecError);
    expect(merge).toThrow(/put already defined in spec\/openapi\/settings.yaml/);
  });
});
