import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { constants } from '../../../generated/constants.ts';
import { cspNonceOf, sendsPageWithNonce } from '../http/security-headers.ts';
import type { Services } from '../services.ts';
import { escapeMarkup, scriptJson } from './html-escape.ts';
import { pageHead } from './page-head.ts';
import { headTags } from './seo/head-tags.ts';
import { pageRequestOf } from './seo/page-request.ts';
import { describePage } from './seo/public-page.ts';
import { loadPageRenderer } from './ssr/page-renderer.ts';
import { routeAssets, type RouteAssets } from './ssr/route-assets.ts';
import { stylesheetInliner, withInlineStylesheets } from './ssr/inline-styles.ts';
import { splitAppStart, startScript, type AppStart } from './ssr/start-after-paint.ts';
import { isServerRendered, renderServerPage } from './ssr/server-render.ts';
import { matchRoute } from './seo/route-match.ts';
import { PAGE_ISLAND_ID, type RenderPage } from '../../shared/ssr/page-island.ts';
import type { PageRequest } from './seo/page-meta.ts';
import { acceptedCoding } from './page-cache/content-coding.ts';
import {
  drawnPageOf,
  matchesEtag,
  type DrawnPage,
  type KeptAnswer,
  type KeptPage,
  type PageAnswer,
} from './page-cache/kept-page.ts';
import { visitorAnswer } from './page-cache/page-cache.ts';
import { pathOf, visitorVariantOf } from './page-cache/page-variant.ts';
import { countVisitorView, questionOfPage } from './page-cache/page-view.ts';

export type SendApp = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** What the page's head says of it and the status it goes with; a 301 instead for a non-canonical link. */
type Served = { status: number; head: string; title: string | null; page: PageRequest | null } | { redirect: string };

/**
 * The page's status and head from the site settings and the page's own facts. A site whose settings
 * cannot be read yet (installing) is served as is, with 200.
 */
async function servedPage(services: Services, request: FastifyRequest): Promise<Served> {
  let page;
  try {
    page = await pageRequestOf(request, services);
  } catch (error) {
    request.log.warn({ err: error }, 'page served without the site settings');
    return { status: 200, head: '', title: null, page: null };
  }
  const meta = await describePage(page);
  if ('redirectPath' in meta)
    return { redirect: `${page.link(meta.redirectPath)}${page.query.size ? `?${page.query}` : ''}` };
  const documentTitle = meta.title
    ? page.t('layout.document_title', { page: meta.title, site: page.siteName })
    : page.siteName;
  const head = headTags(meta, { documentTitle, siteName: page.siteName, link: page.link });
  return { status: meta.status, head, title: documentTitle, page };
}

/** What drawing a page takes beside its data: the renderer and the build's assets. */
interface PageDrawing {
  renderPage: RenderPage;
  assetsOf: (page: string) => RouteAssets;
  stylesheet: (href: string, nonce: string) => string;
  /** index.html without the tags that start the app, and what they named */
  index: { html: string; start: AppStart | null };
}

/**
 * The page's body as the server draws it, with the data the browser hydrates it from; null for pages
 * the browser draws alone, and when drawing fails (the browser then draws it, as it always could).
 */
async function serverBody(
  app: FastifyInstance,
  services: Services,
  drawing: PageDrawing | null,
  served: { status: number; page: PageRequest | null },
  request: FastifyRequest,
  nonce: string,
): Promise<{
  root: string;
  island: string;
  head: string;
  lang: string;
  personal: boolean;
  reader: { color_scheme: string } | null;
} | null> {
  const { page } = served;
  if (!drawing || !page || !isServerRendered(page, served.status)) return null;
  try {
    const rendered = await renderServerPage(app, services.db, drawing.renderPage, page, {
      cookie: request.headers.cookie,
      chosenLanguage: request.cookies[constants.languages.choice_cookie],
    });
    if (!rendered) return null;
    const assets = drawing.assetsOf(matchRoute(page.path).route.page);
    return {
      root: rendered.html,
      island: `<script type="application/json" id="${PAGE_ISLAND_ID}" nonce="${nonce}">${scriptJson(rendered.island)}</script>`,
      // the route's styles with the page, so what is drawn is styled from the first paint; then what
      // starts the app: the route's scripts, there when main.tsx loads the route before hydrating, and
      // the message bundle, asked as main.tsx then asks for it
      head: [
        ...assets.styles.map((href) => drawing.stylesheet(href, nonce)),
        startScript(drawing.index.start, { modules: assets.scripts, fetches: [rendered.bundlePath] }, nonce),
      ].join('\n'),
      lang: rendered.lang,
      // drawn for the reader's session or the language this browser chose: not for a shared cache
      personal: rendered.island.viewer !== null || rendered.island.language !== page.site.interface.language,
      reader: rendered.island.viewer as { color_scheme: string } | null,
    };
  } catch (error) {
    request.log.warn({ err: error }, 'page served without its server rendering');
    return null;
  }
}

/**
 * A kept page's stored bytes in the coding the client takes; @fastify/compress leaves a reply that has
 * a Content-Encoding alone.
 */
function sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptPage): FastifyReply {
  const coding = acceptedCoding(request.headers['accept-encoding']);
  const body = kept.bodies[coding];
  reply.header('Content-Length', body.length);
  if (coding !== 'identity') reply.header('Content-Encoding', coding);
  return reply.send(body);
}

/**
 * Serves the built web app under the base path. Vite puts content-hashed files under assets/,
 * so those may be cached forever; index.html must be revalidated so a deploy is seen at once.
 * Returns the history fallback: any other GET under the base path gets index.html, with the status
 * and head of the page it shows.
 */
export async function serveWeb(app: FastifyInstance, webRoot: string, services: Services): Promise<SendApp> {
  const indexFile = join(webRoot, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`the web app is not built: ${indexFile} is missing (run npm run build)`);
  const indexHtml = readFileSync(indexFile, 'utf8');
  const renderPage = loadPageRenderer(webRoot);
  const stylesheet = stylesheetInliner(webRoot);
  const drawing: PageDrawing | null = renderPage && {
    renderPage,
    assetsOf: routeAssets(webRoot),
    stylesheet,
    index: splitAppStart(withInlineStylesheets(indexHtml, stylesheet)),
  };
  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: `${constants.base_path}/`,
    index: false,
    // the build's own records (its manifest, its source hash) are not the site's to hand out
    dotfiles: 'ignore',
    wildcard: true,
    // the build writes each asset also compressed at its best (.br, .gz: vite.config.ts)
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header('Cache-Control', path.includes('/assets/') ? constants.immutable_cache_control : 'no-cache');
    },
  });
  /**
   * The page as drawn now for this request, its scripts carrying `nonce`; `keep` for a page that may be
   * kept for other visitors (not while the site's settings cannot be read), `signedIn` for a reader's own.
   */
  const draw = async (
    request: FastifyRequest,
    nonce: string,
  ): Promise<{ answer: PageAnswer; keep: boolean; signedIn: boolean }> => {
    const served = await servedPage(services, request);
    if ('redirect' in served) return { answer: served, keep: true, signedIn: false };
    const body = await serverBody(app, services, drawing, served, request, nonce);
    const scheme = { chosen: request.cookies[constants.color_scheme.choice_cookie], reader: body?.reader ?? null };
    const head = served.page ? [pageHead(served.page.site, nonce, scheme), served.head] : [served.head];
    // Every insertion is a function's result: a replacement string would expand the "$'", "$&" or "$$" a
    // post's text may hold, pasting parts of the page into its title, JSON-LD or data. The head goes in
    // last: an admin's custom head holding a <title>, a </head> or an empty root must not be taken for
    // the page's own.
    let page = (body && drawing ? drawing.index.html : indexHtml).replaceAll(
      constants.security_headers.csp_nonce_placeholder,
      nonce,
    );
    if (served.title !== null) {
      const title = `<title>${escapeMarkup(served.title)}</title>`;
      page = page.replace(/<title>[^<]*<\/title>/, () => title);
    }
    if (body) {
      page = page
        .replace(/<html lang="[^"]*"/, () => `<html lang="${body.lang}" data-hydrating`)
        .replace('<div id="root"></div>', () => `<div id="root">${body.root}</div>${body.island}`);
      head.push(body.head);
    }
    page = page.replace('</head>', () => `${head.join('\n')}\n</head>`);
    const signedIn = Boolean(served.page?.viewer);
    // a page whose drawing failed is served as the browser draws it, but not kept: the next may draw
    const undrawn =
      served.page !== null && body === null && drawing !== null && isServerRendered(served.page, served.status);
    return {
      answer: { status: served.status, html: page, personal: signedIn || Boolean(body?.personal) },
      keep: served.page !== null && !signedIn && !undrawn,
      signedIn,
    };
  };
  const sendApp: SendApp = async (request, reply) => {
    // The page is drawn with this response's nonce, the one its Content-Security-Policy names.
    const nonce = cspNonceOf(reply);
    // Without its database the site has no true page to show, kept or drawn: the browser draws the app,
    // whose calls answer 503, and shows the 50x page.
    if (!services.databaseAvailability.available)
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(indexHtml.replaceAll(constants.security_headers.csp_nonce_placeholder, nonce));
    const variant = visitorVariantOf(request);
    let answer: KeptAnswer | DrawnPage;
    let signedIn = false;
    if (variant) {
      const question = questionOfPage(pathOf(request));
      const visitor = await visitorAnswer(services.db, variant, question, nonce, () => draw(request, nonce));
      answer = visitor.answer;
      reply.header(constants.page_cache.hit_header, visitor.hit ? 'hit' : 'miss');
    } else {
      const drawn = await draw(request, nonce);
      answer = 'redirect' in drawn.answer ? drawn.answer : drawnPageOf(drawn.answer, nonce);
      signedIn = drawn.signedIn;
    }
    if ('redirect' in answer) return reply.redirect(answer.redirect, 301);
    // a kept page, or one drawn for the request this one waited on, carries the nonce it was drawn with
    sendsPageWithNonce(reply, answer.nonce);
    // a page carrying the reader's own user, or drawn in the language this browser chose, is for it
    // alone; any other may be kept by a shared cache, which asks again each time (the ETag makes that
    // cheap), keeping one copy per coding (a 304 names what it varies on too)
    reply
      .header('Cache-Control', answer.personal ? 'private, no-cache' : 'public, no-cache')
      .header('ETag', answer.etag)
      .header('Vary', 'accept-encoding');
    if (answer.status === 200 && matchesEtag(request.headers['if-none-match'], answer.etag)) {
      // The browser shows the page it kept, whose scripts carry the nonce of the answer it came with; a
      // 304 updates the kept answer's headers, so it must not bring this response's policy and nonce.
      reply.raw.removeHeader('Content-Security-Policy');
      return reply.code(304).send();
    }
    // a HEAD reads no page, a revalidation (above) reads nothing new: neither is a visit
    if (answer.status === 200 && request.method === 'GET' && !signedIn)
      await countVisitorView(services.db, request, pathOf(request));
    reply.code(answer.status).type('text/html; charset=utf-8');
    return 'bodies' in answer ? sendKept(request, reply, answer) : reply.send(answer.html);
  };
  // The base path itself is a directory to the static plugin, which refuses to list it.
  app.get(`${constants.base_path}/`, sendApp);
  return sendApp;
}
