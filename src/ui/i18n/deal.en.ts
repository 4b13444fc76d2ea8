/**
 * The strings of a round's deal check (docs/deal-check.md): the round-end dialog and the log, in
 * English: deal.ts fetches them when the page speaks English.
 */
export default {
  'deal.checking': 'Checking the deal…',
  'deal.ok': 'Deal checked ✓',
  'deal.warning': '⚠ Deal replayed as announced, but your value was not used',
  'deal.failed': '⚠ Deal check failed',
  'deal.unrevealed': '⚠ The host did not reveal this round',
  'deal.unrevealed.why':
    'The round is over and the host did not show its secret: nothing shows that these cards were not chosen.',
  'deal.unrevealed.long':
    'This round had more than 20,000 moves, too many to list: no host reveals such a round, and nothing shows that these cards were not chosen.',
  'deal.again': 'The host began this round’s deal again ({n}×) before dealing it.',
  'deal.own.used':
    'The deal was fixed before anyone saw a card, and your page’s own random value went into it: no one, not even the host, could choose these cards, and none changed during the round.',
  'deal.own.notAsked':
    'The deal was fixed before the round began and no card changed during it. Each player’s page checks for itself that no one chose it.',
  'deal.own.unknown':
    'This page was not at the table when this round was dealt (it came in or was reloaded since): the deal was fixed before the round began and no card changed during it.',
  'deal.own.leftOut':
    'The host did not ask this page for a value though you were at the table when this round was dealt (you came back during the deal, or the host left you out): no card changed during the round, but the deal itself could have been chosen.',
  'deal.own.host':
    'You dealt this round: each guest’s page checks for itself that the deal was fixed before anyone saw a card.',
  'deal.own.notUsed':
    'Your page’s random value came too late, or the host left it out: no card changed during the round, but the deal itself could have been chosen.',
  'deal.part': 'Checked from what you saw: you were not there for the whole round.',
  'deal.log': 'Round {n}: {result}',
  'deal.problem.commit': 'the secret the host revealed does not match the commitment it showed before the deal',
  'deal.problem.commit-changed': 'the host showed two different commitments for this round',
  'deal.problem.seals': 'the seals listed at the end are not those shown before the values',
  'deal.problem.values': 'a value does not match its seal, or the values differ from those dealt with',
  'deal.problem.start': 'the round’s start (dealer, scores, rules) is not what you saw',
  'deal.problem.steps': 'the host’s list of the round’s moves does not replay the round',
  'deal.problem.dealer': 'the draw for dealer is not the one the revealed deal gives',
  'deal.problem.cards': 'your cards are not those the revealed deal gives',
  'deal.problem.discard': 'the discard pile is not the one the revealed deal gives',
  'deal.problem.table': 'the number of cards in the hands or the draw pile differs',
  'deal.problem.play': 'the order of play differs',
  'deal.problem.hands-end': 'the hands shown at the end are not those the revealed deal gives',
  'deal.problem.no-checker': 'the check could not be loaded',
  'deal.problem.no-commit':
    'the host showed you no commitment before dealing this round: it could have chosen the deal',
  'deal.problem.again':
    'the host began this deal again more than once after the values were shown: it could have kept a deal of its choosing',
};
