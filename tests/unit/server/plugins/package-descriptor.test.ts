import { describe, expect, it } from 'vitest';
import { parseDescriptor } from '../../../../src/server/plugins/package/descriptor.ts';

describe('parseDescriptor', () => {
  it('refuses a plugin without a slug name or a known type', () => {
    expect(() => parseDescriptor({ type: 'route', route: '/a' })).toThrow('a plugin needs a slug_name');
    expect(() => parseDescriptor({ slug_name: 'Bad Slug', type: 'route' })).toThrow('slug_name is not valid');
    expect(() => parseDescriptor({ slug_name: 'a'.repeat(41), type: 'search' })).toThrow('a plugin needs a slug_name');
    expect(() => parseDescriptor({ slug_name: 'no_type' })).toThrow('a plugin needs a type');
    expect(() => parseDescriptor({ slug_name: 'odd', type: 'theme' })).toThrow('a plugin needs a type');
    expect(() => parseDescriptor(null)).toThrow('the descriptor must be an object');
  });

  it('keeps modules inside the package and asks a route plugin for its route', () => {
    expect(() => parseDescriptor({ slug_name: 'p', type: 'route' })).toThrow('a route plugin needs a route');
    expect(() => parseDescriptor({ slug_name: 'p', type: 'search', server: '../../etc/x.js' })).toThrow(
      'server is not valid',
    );
    expect(() => parseDescriptor({ slug_name: 'p', type: 'search', web: '/abs/web.js' })).toThrow('web is not valid');
    expect(() => parseDescriptor({ slug_name: 'p', type: 'route', route: '/../x' })).toThrow('route is not valid');
    expect(() => parseDescriptor({ slug_name: 'p', type: 'search', messages: { en_US: { name: 1 } } })).toThrow(
      'messages.en_US must map keys to texts',
    );
  });

  it('reads a whole descriptor, with empty version and link when absent', () => {
    expect(
      parseDescriptor({
        slug_name: 'hello_page',
        type: 'route',
        route: '/hello',
        server: 'server.ts',
        web: 'dist/web.js',
        messages: { en_US: { name: 'Hello' } },
      }),
    ).toEqual({
      slug_name: 'hello_page',
      type: 'route',
      version: '',
      link: '',
      route: '/hello',
      server: 'server.ts',
      web: 'dist/web.js',
      messages: { en_US: { name: 'Hello' } },
    });
  });
});
