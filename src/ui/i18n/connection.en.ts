/**
 * The connection's strings (connection.ts), in English: connection.ts fetches them when the page
 * speaks English.
 */
export default {
  'app.error.no-path':
    'The host’s network and yours cannot reach each other directly, and this table has no relay to pass the game through. Try joining from the same Wi-Fi as the host, or switch between Wi-Fi and mobile data; or ask the host to set a relay (a TURN server) in the connection settings.',
  'app.error.relay-failed':
    'The host’s network and yours cannot reach each other, not even through the table’s relay. Try another network (Wi-Fi instead of mobile data, or the reverse), or ask the host to check that the relay answers (Settings, “Test my connection”).',
  'connection.path.lan': 'same network',
  'connection.path.direct': 'direct through NAT',
  'connection.path.relay': 'relayed',
  'connection.path.label': 'Connection: {path}',
  'connection.noRelay':
    'No relay is set: a friend whose network cannot reach yours directly (often on mobile data) will not be able to join. A relay (TURN server) in the connection settings fixes that.',
  'connection.test': 'Test my connection',
  'connection.testing': 'Testing…',
  'connection.none': 'No STUN or TURN server is set: only players on your own network can reach you.',
  'connection.answered': '{server} answered over {protocols}',
  'connection.silent': '{server} did not answer',
  'connection.nat.open': 'Your address is public: anyone can reach you directly.',
  'connection.nat.cone':
    'Your network keeps the same public port for every server (endpoint-independent NAT): most players can reach you directly.',
  'connection.nat.symmetric':
    'Your network gives each server another public port (symmetric NAT): players behind a NAT reach you only through a relay.',
  'connection.nat.unknown':
    'Your public address seen once: the kind of NAT needs two STUN servers to tell (add a second in the settings).',
  'connection.nat.blocked': 'No STUN server answered: UDP may be blocked here; only a relay over TCP or TLS can help.',
  'connection.relay.yes': 'A relay answered: players who cannot reach you directly still can through it.',
  'connection.relay.no': 'No relay answered: players who cannot reach you directly will not be able to join.',
};
