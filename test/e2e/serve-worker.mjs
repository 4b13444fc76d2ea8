// The end-to-end server (server/serve.mjs) in a worker thread: the `peer` package's housekeeping
// timers have no stop hook and outlive close(), so global-setup ends the whole thread instead of
// leaving them to hold the test run's process open.
import { parentPort, workerData } from 'node:worker_threads';
import { startServer } from '../../server/serve.mjs';

try {
  const server = await startServer({ port: 0, host: '127.0.0.1', dist: workerData.dist });
  parentPort.postMessage({ url: server.url });
} catch (err) {
  parentPort.postMessage({ error: err instanceof Error ? err.message : String(err) });
}
