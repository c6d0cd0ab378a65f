import { once } from 'node:events';
import { createServer, type Server } from 'node:http';

/**
 * The machine's ceiling: a bare Node HTTP server answering one fixed body (JSON for the API bench, a drawn
 * page for the page bench). Measured with the same clients in the same run, it shows how much of a figure
 * is the machine and how much is Quorum.
 */
export async function startCeilingServer(
  body: string | Buffer,
  contentType = 'application/json',
  headers: Record<string, string> = {},
): Promise<{ origin: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body) });
    response.end(body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, server };
}
