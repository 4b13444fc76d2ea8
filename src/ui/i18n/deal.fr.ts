/**
 * The strings of a round's deal check (docs/deal-check.md): the round-end dialog and the log, in
 * French: deal.ts fetches them when the page speaks French. The keys are deal.en.ts's (tsc checks
 * them).
 */
import type en from './deal.en.js';
import type { Strings } from './i18n.js';

export default {
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
} satisfies Strings<typeof en>;
