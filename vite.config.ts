import react from '@vitejs/plugin-react';
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

export default defineConfig(({ isSsrBuild }) => ({
  base: `${constants.base_path}/`,
  plugins: [react(), documentDefaults()],
  // The server swaps the placeholder for each response's nonce (src/server/web/serve-web.ts).
  html: { cspNonce: constants.security_headers.csp_nonce_placeholder },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
    // which stylesheets each page's route needs, for the server to link them in the pages it draws
    manifest: !isSsrBuild,
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
