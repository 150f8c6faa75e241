import { stopServer, type RunningServer } from './server';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __CONVICTION_SERVER__?: RunningServer }).__CONVICTION_SERVER__;
  if (server) await stopServer(server);
}
