import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a fault test can turn bad and back:
 *  - `pass`: connections are piped both ways (the healthy network);
 *  - `refuse`: open connections are reset and new ones are reset at once (a database that went down);
 *  - `stall`: new connections are accepted and never answered, and open ones stop moving bytes either way (a
 *    hung server or a black-holed network: nothing fails, nothing arrives — the case no error handler sees).
 * `restore()` goes back to `pass`: stalled connections move again (what was queued is delivered, as TCP would)
 * and connections accepted while stalled are put through to the server.
 */
export type ProxyMode = 'pass' | 'refuse' | 'stall';

export interface TcpProxy {
  port: number;
  /** The URL of a PostgreSQL database reached through the proxy. */
  url(targetUrl: string): string;
  set(mode: ProxyMode): void;
  restore(): void;
  /** Connections currently open through the proxy. */
  open(): number;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket | null;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'pass';
  const pairs = new Set<Pair>();

  const connectUpstream = (pair: Pair) => {
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
  };

  const server = net.createServer((client) => {
    client.on('error', () => {});
    if (mode === 'refuse') {
      client.resetAndDestroy();
      return;
    }
    const pair: Pair = { client, upstream: null };
    pairs.add(pair);
    client.on('close', () => {
      pairs.delete(pair);
      pair.upstream?.destroy();
    });
    if (mode === 'stall') client.pause();
    else connectUpstream(pair);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');

  const dropAll = () => {
    for (const pair of pairs) {
      pair.client.resetAndDestroy();
      pair.upstream?.destroy();
    }
    pairs.clear();
  };

  return {
    port: address.port,
    url(targetUrl: string) {
      const u = new URL(targetUrl);
      u.hostname = '127.0.0.1';
      u.port = String(address.port);
      return u.toString();
    },
    set(next: ProxyMode) {
      mode = next;
      if (next === 'refuse') dropAll();
      if (next === 'stall') {
        for (const pair of pairs) {
          // unpipe + pause: bytes wait in the socket buffers (and the kernel's) instead of flowing.
          if (pair.upstream) {
            pair.client.unpipe(pair.upstream);
            pair.upstream.unpipe(pair.client);
            pair.upstream.pause();
          }
          pair.client.pause();
        }
      }
    },
    restore() {
      const was = mode;
      mode = 'pass';
      if (was !== 'stall') return;
      for (const pair of pairs) {
        if (!pair.upstream) connectUpstream(pair);
        else {
          pair.client.pipe(pair.upstream);
          pair.upstream.pipe(pair.client);
        }
      }
    },
    open: () => pairs.size,
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}
