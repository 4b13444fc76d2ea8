/**
 * The strings of teams of two, in French: teams.ts fetches them when the page speaks French. The
 * keys are teams.en.ts's (tsc checks them).
 */
import type en from './teams.en.js';
import type { Strings } from './i18n.js';

export default {
  'teams.option': 'Équipes de deux',
  'teams.option.hint':
    'Les partenaires sont assis face à face. Quand l’un d’eux se débarrasse de sa dernière carte, son équipe marque les cartes restées dans les mains des autres équipes. Pour 4, 6, 8 ou 10 joueurs.',
  'teams.seats': 'Les équipes de deux se jouent à 4, 6, 8 ou 10 joueurs : {n} assis pour l’instant.',
  'teams.pairs': 'Qui joue avec qui',
  'teams.team': 'Équipe {n}',
  'teams.pair': '{a} et {b}',
  'teams.partner': 'Partenaire',
  'teams.partnerOf': '{name}, votre partenaire',
  'teams.yours': 'votre équipe',
  'teams.scores': 'Scores des équipes',
  'teams.score': '{team} : {n} points',
  'teams.won': '{team} gagne la partie !',
  'app.error.teams-seats': 'Les équipes de deux se jouent à 4, 6, 8 ou 10 joueurs.',
} satisfies Strings<typeof en>;
