/** Strings of a round's deal check (docs/deal-check.md): the round-end dialog and the log. */
import { register } from './i18n.js';

register('en', {
  'deal.checking': 'Checking the deal…',
  'deal.ok': 'Deal checked ✓',
  'deal.warning': '⚠ Deal replayed as announced, but your value was not used',
  'deal.failed': '⚠ Deal check failed',
  'deal.own.used': 'Your random value was part of the seed: no one could choose these cards.',
  'deal.own.notAsked': 'You gave no value: the cards match the seed the host revealed.',
  'deal.own.unknown':
    'This page did not give this round’s value (it was reloaded): the cards match the seed the host revealed.',
  'deal.own.notUsed':
    'Your value came too late, or the host left it out: the cards match the seed the host revealed, but this deal could have been chosen.',
  'deal.part': 'Checked from what you saw: you were not there for the whole round.',
  'deal.log': 'Round {n}: {result}',
  'deal.problem.commit': 'the secret the host revealed does not match the commitment it showed before the deal',
  'deal.problem.commit-changed': 'the host showed two different commitments for this round',
  'deal.problem.seals': 'the seals listed at the end are not those shown before the values',
  'deal.problem.values': 'a value does not match its seal, or the values differ from those dealt with',
  'deal.problem.start': 'the round’s start (dealer, scores, rules) is not what you saw',
  'deal.problem.steps': 'the host’s list of the round’s moves does not replay the round',
  'deal.problem.dealer': 'the draw for dealer is not that of the revealed seed',
  'deal.problem.cards': 'your cards are not those the revealed seed deals',
  'deal.problem.discard': 'the discard pile is not that of the revealed seed',
  'deal.problem.table': 'the number of cards in the hands or the draw pile differs',
  'deal.problem.play': 'the order of play differs',
  'deal.problem.hands-end': 'the hands shown at the end are not those of the revealed seed',
  'deal.problem.no-checker': 'the check could not be loaded',
});

register('fr', {
  'deal.checking': 'Vérification de la donne…',
  'deal.ok': 'Donne vérifiée ✓',
  'deal.warning': '⚠ Donne rejouée comme annoncé, mais votre valeur n’a pas été prise',
  'deal.failed': '⚠ La vérification de la donne a échoué',
  'deal.own.used': 'Votre valeur aléatoire faisait partie de la graine : personne n’a pu choisir ces cartes.',
  'deal.own.notAsked': 'Vous n’avez pas donné de valeur : les cartes sont bien celles de la graine révélée par l’hôte.',
  'deal.own.unknown':
    'Cette page n’a pas donné la valeur de cette manche (elle a été rechargée) : les cartes sont bien celles de la graine révélée par l’hôte.',
  'deal.own.notUsed':
    'Votre valeur est arrivée trop tard, ou l’hôte l’a écartée : les cartes sont bien celles de la graine révélée, mais cette donne a pu être choisie.',
  'deal.part': 'Vérifiée d’après ce que vous avez vu : vous n’étiez pas là pendant toute la manche.',
  'deal.log': 'Manche {n} : {result}',
  'deal.problem.commit': 'le secret révélé par l’hôte ne correspond pas à l’engagement montré avant la donne',
  'deal.problem.commit-changed': 'l’hôte a montré deux engagements différents pour cette manche',
  'deal.problem.seals': 'les sceaux listés à la fin ne sont pas ceux montrés avant les valeurs',
  'deal.problem.values': 'une valeur ne correspond pas à son sceau, ou les valeurs diffèrent de celles de la donne',
  'deal.problem.start': 'le début de la manche (donneur, scores, règles) n’est pas celui que vous avez vu',
  'deal.problem.steps': 'la liste des coups donnée par l’hôte ne rejoue pas la manche',
  'deal.problem.dealer': 'le tirage du donneur n’est pas celui de la graine révélée',
  'deal.problem.cards': 'vos cartes ne sont pas celles que donne la graine révélée',
  'deal.problem.discard': 'la défausse n’est pas celle de la graine révélée',
  'deal.problem.table': 'le nombre de cartes des mains ou de la pioche diffère',
  'deal.problem.play': 'l’ordre du jeu diffère',
  'deal.problem.hands-end': 'les mains montrées à la fin ne sont pas celles de la graine révélée',
  'deal.problem.no-checker': 'la vérification n’a pas pu être chargée',
});
