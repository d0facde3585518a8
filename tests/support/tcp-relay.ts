/**
 * A TCP relay to a server that can fall silent: every connection stays open but nothing passes
 * either way, as when a database's host vanishes without a word (a failover that moved its
 * address, a network that drops packets) rather than refusing connections. `resume` lets new
 * connections through again, as the new address would; the ones that fell silent stay so.
 */
import net from "node:net";

export interface TcpRelay {
  port: number;
  silence(): void;
  resume(): void;
  close(): Promise<void>;
}

export function tcpRelay(targetPort: number): Promise<TcpRelay> {
  let silent = false;
  const sockets = new Set<net.Socket>();
  const pairs = new Set<[net.Socket, net.Socket]>();
  const keep = (s: net.Socket) => {
    sockets.add(s);
    s.on("error", () => {});
    s.on("close", () => sockets.delete(s));
  };
  const server = net.createServer((client) => {
    keep(client);
    if (silent) return void client.pause();
    const upstream = net.connect(targetPort, "127.0.0.1");
    keep(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("close", end);
    upstream.on("close", end);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      resolve({
        port: (server.address() as net.AddressInfo).port,
        silence() {
          silent = true;
          for (const [client, upstream] of pairs) {
            client.unpipe(upstream);
            upstream.unpipe(client);
            client.pause();
            upstream.pause();
          }
          pairs.clear();
        },
        resume() {
          silent = false;
        },
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
