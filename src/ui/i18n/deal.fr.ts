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
  'deal.unrevealed': '⚠ L’hôte n’a pas révélé cette manche',
  'deal.unrevealed.why':
    'La manche est finie et l’hôte n’a pas montré son secret : rien ne montre que ces cartes n’ont pas été choisies.',
  'deal.unrevealed.long':
    'Cette manche a compté plus de 20 000 coups, trop pour les lister : aucun hôte ne révèle une telle manche, et rien ne montre que ces cartes n’ont pas été choisies.',
  'deal.again': 'L’hôte a recommencé la donne de cette manche ({n}×) avant de la distribuer.',
  'deal.own.used':
    'La donne était fixée avant que quiconque voie une carte, et la valeur aléatoire de votre page y est entrée : personne, pas même l’hôte, n’a pu choisir ces cartes, et aucune n’a changé pendant la manche.',
  'deal.own.notAsked':
    'La donne était fixée avant le début de la manche et aucune carte n’a changé pendant celle-ci. La page de chaque joueur vérifie elle-même que personne ne l’a choisie.',
  'deal.own.unknown':
    'Cette page n’était pas à la table quand cette manche a été distribuée (elle est arrivée ou a été rechargée depuis) : la donne était fixée avant le début de la manche et aucune carte n’a changé pendant celle-ci.',
  'deal.own.leftOut':
    'L’hôte n’a pas demandé de valeur à cette page alors que vous étiez à la table quand cette manche a été distribuée (votre retour pendant la donne, ou un écart décidé par l’hôte) : aucune carte n’a changé pendant la manche, mais la donne elle-même a pu être choisie.',
  'deal.own.host':
    'Vous avez distribué cette manche : la page de chaque invité vérifie elle-même que la donne était fixée avant que quiconque voie une carte.',
  'deal.own.notUsed':
    'La valeur aléatoire de votre page est arrivée trop tard, ou l’hôte l’a écartée : aucune carte n’a changé pendant la manche, mais la donne elle-même a pu être choisie.',
  'deal.part': 'Vérifiée d’après ce que vous avez vu : vous n’étiez pas là pendant toute la manche.',
  'deal.log': 'Manche {n} : {result}',
  'deal.problem.commit': 'le secret révélé par l’hôte ne correspond pas à l’engagement montré avant la donne',
  'deal.problem.commit-changed': 'l’hôte a montré deux engagements différents pour cette manche',
  'deal.problem.seals': 'les sceaux listés à la fin ne sont pas ceux montrés avant les valeurs',
  'deal.problem.values': 'une valeur ne correspond pas à son sceau, ou les valeurs diffèrent de celles de la donne',
  'deal.problem.start': 'le début de la manche (donneur, scores, règles) n’est pas celui que vous avez vu',
  'deal.problem.steps': 'la liste des coups donnée par l’hôte ne rejoue pas la manche',
  'deal.problem.dealer': 'le tirage du donneur n’est pas celui de la donne révélée',
  'deal.problem.cards': 'vos cartes ne sont pas celles de la donne révélée',
  'deal.problem.discard': 'la défausse n’est pas celle de la donne révélée',
  'deal.problem.table': 'le nombre de cartes des mains ou de la pioche diffère',
  'deal.problem.play': 'l’ordre du jeu diffère',
  'deal.problem.hands-end': 'les mains montrées à la fin ne sont pas celles de la donne révélée',
  'deal.problem.no-checker': 'la vérification n’a pas pu être chargée',
  'deal.problem.no-commit':
    'l’hôte ne vous a montré aucun engagement avant de distribuer cette manche : il a pu choisir la donne',
  'deal.problem.again':
    'l’hôte a recommencé cette donne plus d’une fois après que les valeurs ont été montrées : il a pu garder une donne de son choix',
} satisfies Strings<typeof en>;
