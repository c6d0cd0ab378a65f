/** A response as a browser would see it before following a redirect. */
export interface Step {
  status: number;
  location: string | null;
  text: string;
}

/**
 * Just enough of a browser for flows across two servers without a real one: it keeps cookies per host
 * (name and value; paths are ignored, which is enough for these tests) and follows nothing by itself.
 */
export class CookieBrowser {
  readonly #jar = new Map<string, Map<string, string>>();

  cookie(url: string, name: string): string | undefined {
    return this.#jar.get(new URL(url).host)?.get(name);
  }

  setCookie(url: string, name: string, value: string): void {
    const host = new URL(url).host;
    const cookies = this.#jar.get(host) ?? new Map<string, string>();
    cookies.set(name, value);
    this.#jar.set(host, cookies);
  }

  async go(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Step> {
    const headers = new Headers();
    const cookies = this.#jar.get(new URL(url).host);
    if (cookies?.size) headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    let body: string | undefined;
    if (init.form) {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      const expired = attributes.some((attribute) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute));
      if (expired) this.#jar.get(new URL(url).host)?.delete(name.trim());
      else this.setCookie(url, name.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    return { status: response.status, location: location && new URL(location, url).href, text: await response.text() };
  }
}
