import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants } from '../../../generated/constants.ts';

/** A stand-in for the built web app (dist/web): the page shell the server fills in, and an empty assets folder. */
export function fakeWebRoot(): { dataDir: string; webRoot: string; remove: () => void } {
  const dataDir = mkdtempSync(join(tmpdir(), 'quorum-web-'));
  const webRoot = join(dataDir, 'web');
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  writeFileSync(
    join(webRoot, 'index.html'),
    `<!doctype html><html><head><title>${constants.product_name}</title>
<script type="module" src="/answer/assets/index.js" nonce="${constants.security_headers.csp_nonce_placeholder}"></script>
</head><body><div id="root"></div></body></html>`,
  );
  return { dataDir, webRoot, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
