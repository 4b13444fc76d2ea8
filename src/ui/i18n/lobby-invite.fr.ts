/** The lobby's words about where its invitation points, in French: lobby-invite.ts fetches them
 * when the page speaks French. */
export default {
  'lobbyInvite.lan':
    'Cette page est ouverte à l’adresse {page}, que seul cet ordinateur atteint : le lien et le QR code utilisent son adresse sur le réseau, {address}, pour les amis sur le même réseau.',
  'lobbyInvite.loopback':
    'Cette page est ouverte à l’adresse {page}, que seul cet ordinateur atteint : vos amis ne peuvent pas ouvrir ce lien. Ouvrez le jeu à l’adresse de cet ordinateur sur le réseau (npm start l’affiche) et invitez depuis celle-ci.',
};
