import net, { type AddressInfo, type Socket } from 'node:net';

/**
 * A loopback TCP proxy for fault tests: put it between the API and PostgreSQL,
 * then cut() to simulate the database going away (open connections dropped, new
 * ones refused), hang() to simulate one that stops answering (connections stay
 * open, nothing comes back) and restore() to bring it back — without touching
 * the real server.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let cut = false;
  let hung = false;
  const held = new Set<Socket>();
  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    if (hung) {
      // Accepted, never answered: what a database stuck on I/O or a lock looks like.
      held.add(client);
      client.on('error', () => client.destroy());
      client.on('close', () => held.delete(client));
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    /** Open connections stop carrying data and new ones are accepted but never answered. */
    hang() {
      hung = true;
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    restore() {
      cut = false;
      if (hung) {
        hung = false;
        for (const socket of [...sockets, ...held]) socket.destroy();
      }
    },
    close(): Promise<void> {
      for (const socket of [...sockets, ...held]) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
