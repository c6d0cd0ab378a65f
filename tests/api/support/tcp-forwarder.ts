import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpForwarder {
  port: number;
  /** drops every connection and refuses new ones, as a database host that went away */
  cut(): Promise<void>;
  /** accepts connections again, on the same port */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A loopback port whose connections are piped to `host:port`, which the test can cut and restore. */
export async function startTcpForwarder(host: string, targetPort: number): Promise<TcpForwarder> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, host);
    track(client);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  const stop = async () => {
    if (!server.listening) return;
    const closed = once(server, 'close');
    server.close();
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port,
    cut: stop,
    async restore() {
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    close: stop,
  };
}

/** The same URL with its host and port replaced by the forwarder's. */
export function urlThrough(forwarder: TcpForwarder, url: string): string {
  const through = new URL(url);
  through.hostname = '127.0.0.1';
  through.port = String(forwarder.port);
  return through.toString();
}
