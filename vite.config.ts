import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin as PostcssPlugin } from 'postcss';
import { defineConfig, type Plugin } from 'vite';
import { constants } from './generated/constants.ts';

// The API server in development (npm start serves the built app itself).
const apiServer = 'http://127.0.0.1:3000';

const defaultLocale = constants.languages.available.find(({ value }) => value === constants.languages.default)?.locale;

/** index.html is read before any script runs, so its language and title come from the constants at build time. */
function documentDefaults(): Plugin {
  return {
    name: 'quorum-document-defaults',
    transformIndexHtml: (html) =>
      html.replaceAll('%product_name%', constants.product_name).replaceAll('%default_locale%', defaultLocale ?? ''),
  };
}

const compressible = /\.(js|css|svg)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Each script, stylesheet and icon also as .br and .gz, compressed once at their best (the server's
 * static files plugin sends them as they are, `preCompressed`), instead of on each request at the
 * middling level that keeps on-the-fly compression fast.
 */
function precompressedAssets(): Plugin {
  return {
    name: 'quorum-precompressed-assets',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist/web';
      const files = Object.keys(bundle).filter((file) => compressible.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          const brotliOptions = { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } };
          await writeFile(`${path}.br`, await brotli(content, brotliOptions));
          await writeFile(`${path}.gz`, await gzipped(content, { level: zlib.Z_BEST_COMPRESSION }));
        }),
      );
    },
  };
}

/**
 * Every stylesheet the app bundles goes in one cascade layer, so that the admin's custom CSS and custom head,
 * which are not in a layer, win over it whatever the order they come in: the browser adds a page's
 * stylesheet after them when the page's code loads. Within the layer the app's own order is unchanged.
 */
function appStylesLayer(): PostcssPlugin {
  return {
    postcssPlugin: 'quorum-app-styles-layer',
    Once(root, { AtRule }) {
      // @charset and @import must stay first, outside any block
      const inside = (root.nodes ?? []).filter(
        (node) => !(node.type === 'atrule' && (node.name === 'charset' || node.name === 'import')),
      );
      if (inside.length === 0) return;
      const layer = new AtRule({ name: 'layer', params: 'app' });
      for (const node of inside) layer.append(node.remove());
      root.append(layer);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  base: `${constants.base_path}/`,
  plugins: [react(), documentDefaults(), ...(isSsrBuild ? [] : [precompressedAssets()])],
  css: { postcss: { plugins: [appStylesLayer()] } },
  // The server swaps the placeholder for each response's nonce (src/server/web/serve-web.ts).
  html: { cspNonce: constants.security_headers.csp_nonce_placeholder },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
    // which stylesheets each page's route needs, for the server to link them in the pages it draws
    manifest: !isSsrBuild,
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is fetched on every first load anyway: one chunk
          // compresses better and costs one request, where the automatic split made a dozen small ones.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  // The server's renderer of public pages (`vite build --ssr`, src/web/ssr/) carries its packages inside,
  // React among them in its production form: Node would otherwise pick React's development build, which
  // draws a page several times slower.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    proxy: {
      [constants.api_prefix]: apiServer,
      [constants.admin_api_prefix]: apiServer,
      [constants.install_api_prefix]: apiServer,
    },
  },
}));
