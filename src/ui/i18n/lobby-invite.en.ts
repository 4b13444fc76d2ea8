/** The lobby's words about where its invitation points, in English: lobby-invite.ts fetches them
 * when the page speaks English. */
export default {
  'lobbyInvite.lan':
    'This page is open at {page}, which only this computer reaches: the link and the QR code use its network address, {address}, for friends on the same network.',
  'lobbyInvite.loopback':
    'This page is open at {page}, which only this computer reaches: friends cannot open this link. Open the game at this computer’s network address (npm start prints it) and invite from there.',
};
