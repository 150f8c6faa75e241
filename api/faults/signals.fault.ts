import { copyDataFolder, killGroup, reportFigure, requestInFlight, startServer, survivorsOf, type RunningServer } from './harness';

const IN_FLIGHT = 5;

/**
 * Findings 3 and 4 of the safety review: Ctrl-C (SIGINT to the whole process
 * group) aborted in-flight requests because the server got the signal again
 * through each relay, and SIGTERM to `npm start` left the server running.
 * Each case holds requests half-sent across the signal, then completes them.
 */
describe.each([
  { via: 'npm' as const, target: 'the npm process', send: (s: RunningServer) => s.child.kill('SIGTERM'), signal: 'SIGTERM' },
  { via: 'npm' as const, target: 'the process group (Ctrl-C)', send: (s: RunningServer) => killGroup(s.child, 'SIGINT'), signal: 'SIGINT' },
  { via: 'npm' as const, target: 'the process group (systemd)', send: (s: RunningServer) => killGroup(s.child, 'SIGTERM'), signal: 'SIGTERM' },
  { via: 'node' as const, target: 'the server process', send: (s: RunningServer) => s.child.kill('SIGTERM'), signal: 'SIGTERM' },
])('$signal to $target of `$via` start', ({ via, target, send, signal }) => {
  it('finishes every in-flight request, exits 0 and leaves no process behind', async () => {
    const data = copyDataFolder();
    try {
      const server = await startServer({ via, env: { DATA_DIR: data.dataDir } });
      const requests = Array.from({ length: IN_FLIGHT }, () => requestInFlight(server.port));
      await new Promise((resolve) => setTimeout(resolve, 300)); // every first half has arrived
      const signalledAt = performance.now();
      send(server);
      await new Promise((resolve) => setTimeout(resolve, 300)); // the server is draining now
      for (const request of requests) request.finish();
      const statuses = (await Promise.all(requests.map((request) => request.response))).map((response) => response.status);
      const exit = await server.exit;
      const stoppedMs = Math.round(performance.now() - signalledAt);
      await new Promise((resolve) => setTimeout(resolve, 200));

      expect(statuses).toEqual(Array(IN_FLIGHT).fill(200));
      expect(exit).toEqual({ code: 0, signal: null });
      expect(survivorsOf(server.child)).toEqual([]);
      expect(server.output()).not.toContain('closing open connections now');
      expect(server.output()).toContain('"msg":"Stopped"');
      reportFigure(
        `${signal} to ${target} (${via}): ${statuses.filter((s) => s === 200).length} of ${IN_FLIGHT} in-flight requests completed; stopped ${stoppedMs} ms after the signal`,
      );
    } finally {
      data.remove();
    }
  });
});
