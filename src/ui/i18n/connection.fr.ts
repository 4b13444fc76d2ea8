/**
 * The connection's strings (connection.ts), in French: connection.ts fetches them when the page
 * speaks French. The keys are connection.en.ts's (tsc checks them).
 */
import type en from './connection.en.js';
import type { Strings } from './i18n.js';

export default {
  'app.error.no-path':
    'Le réseau de l’hôte et le vôtre ne peuvent pas se joindre directement, et cette table n’a pas de relais pour faire passer la partie. Essayez de rejoindre depuis le même Wi-Fi que l’hôte, ou passez du Wi-Fi aux données mobiles (ou l’inverse) ; ou demandez à l’hôte d’indiquer un relais (un serveur TURN) dans les réglages de connexion.',
  'app.error.relay-failed':
    'Le réseau de l’hôte et le vôtre ne peuvent pas se joindre, même par le relais de la table. Essayez un autre réseau (le Wi-Fi au lieu des données mobiles, ou l’inverse), ou demandez à l’hôte de vérifier que le relais répond (Réglages, « Tester ma connexion »).',
  'connection.path.lan': 'même réseau',
  'connection.path.direct': 'direct à travers le NAT',
  'connection.path.relay': 'par relais',
  'connection.path.label': 'Connexion : {path}',
  'connection.noRelay':
    'Aucun relais n’est indiqué : un ami dont le réseau ne peut pas joindre le vôtre directement (souvent sur données mobiles) ne pourra pas rejoindre. Un relais (serveur TURN) dans les réglages de connexion y remédie.',
  'connection.test': 'Tester ma connexion',
  'connection.testing': 'Test en cours…',
  'connection.none':
    'Aucun serveur STUN ni TURN n’est indiqué : seuls les joueurs de votre propre réseau peuvent vous joindre.',
  'connection.answered': '{server} a répondu en {protocols}',
  'connection.silent': '{server} n’a pas répondu',
  'connection.nat.open': 'Votre adresse est publique : tout le monde peut vous joindre directement.',
  'connection.nat.cone':
    'Votre réseau garde le même port public pour chaque serveur (NAT indépendant de la destination) : la plupart des joueurs peuvent vous joindre directement.',
  'connection.nat.symmetric':
    'Votre réseau donne un autre port public pour chaque serveur (NAT symétrique) : les joueurs derrière un NAT ne vous joignent que par un relais.',
  'connection.nat.unknown':
    'Votre adresse publique vue une fois : il faut deux serveurs STUN pour dire quel NAT vous avez (ajoutez-en un second dans les réglages).',
  'connection.nat.blocked':
    'Aucun serveur STUN n’a répondu : l’UDP est peut-être bloqué ici ; seul un relais en TCP ou TLS peut aider.',
  'connection.relay.yes':
    'Un relais a répondu : les joueurs qui ne peuvent pas vous joindre directement le peuvent par lui.',
  'connection.relay.no':
    'Aucun relais n’a répondu : les joueurs qui ne peuvent pas vous joindre directement ne pourront pas rejoindre.',
} satisfies Strings<typeof en>;
