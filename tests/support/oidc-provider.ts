import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** An account at the test provider and the claims it releases. */
export interface ProviderAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  preferred_username?: string;
}

export interface TestOidcProvider {
  /** the issuer URL an admin enters (http on the loopback) */
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A real OpenID Connect provider (oidc-provider) on a free loopback port, with one confidential client
 * and a minimal interaction of its own: a sign-in page that picks one of `accounts`, then a consent page
 * whose Deny answers access_denied, as a person refusing at a real provider would.
 */
export async function startOidcProvider(options: {
  redirectUris: string[];
  accounts: ProviderAccount[];
}): Promise<TestOidcProvider> {
  const clientId = 'quorum-test';
  const clientSecret = 'quorum-test-secret-with-enough-length';
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      interaction(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
      return;
    }
    // requests come only once the provider below exists
    provider.callback()(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map(options.accounts.map((account) => [account.sub, account]));

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['oidc test cookie key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account }) };
    },
  });

  async function interaction(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(request, response);
    const prompt = details.prompt.name;
    if (request.method === 'GET') {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      const choose =
        prompt === 'login'
          ? `<label>Account <select name="account">${[...accounts.keys()]
              .map((sub) => `<option value="${escape(sub)}">${escape(sub)}</option>`)
              .join('')}</select></label>`
          : `<p>Quorum asks for: ${escape(String(details.params.scope))}</p>`;
      response.end(
        page(
          prompt === 'login' ? 'Sign in at the test provider' : 'Allow access?',
          `<form method="post">${choose}<button name="decision" value="allow">Allow</button><button name="decision" value="deny">Deny</button></form>`,
        ),
      );
      return;
    }
    const form = await formBody(request);
    if (form.get('decision') !== 'allow') {
      await provider.interactionFinished(request, response, {
        error: 'access_denied',
        error_description: 'the person refused',
      });
      return;
    }
    if (prompt === 'login') {
      await provider.interactionFinished(request, response, { login: { accountId: form.get('account') ?? '' } });
      return;
    }
    const grant = new provider.Grant({ accountId: details.session!.accountId, clientId });
    grant.addOIDCScope(String(details.params.scope));
    await provider.interactionFinished(
      request,
      response,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  }

  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
