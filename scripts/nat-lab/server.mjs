// The lab's "public" server: the project's own server (serve.mjs: the page and the PeerJS server
// at /peerjs), run inside the public namespace by `ip netns exec` (run.mjs). Prints its port.
import { startServer } from '../../server/serve.mjs';

const [dist, host] = process.argv.slice(2);
const server = await startServer({ port: 8080, host, dist, iceServers: [] });
console.log(`listening ${server.port}`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
