/**
 * The strings of a table whose host is gone, of the Leave confirmation and of the lobby's wait for
 * the host, in English: host-gone.ts fetches them when the page speaks English.
 */
export default {
  'hostGone.heading': 'The game is paused',
  'hostGone.waiting': 'Waiting for {name} — {n} s',
  'hostGone.why':
    '{name} hosts this table and no longer answers. Every hand is kept: the game goes on where it stopped, when {name} is back or, after the wait, on another player’s page if one can host it.',
  'hostGone.late': '{name} has not come back yet. Still trying…',
  'hostGone.lateWhy': 'You can keep waiting here, or leave the table.',
  'hostGone.someone': 'the host',
  'hostGone.home': 'Leave the table',
  'hostGone.noDeal':
    'Only one other player is at this table, so it cannot move to another player’s page: it waits for {name}.',
  'hostGone.tooFew': 'Too few players are left to carry the table on without {name}: it waits for them.',
  'hostGone.movingHeading': 'The table is moving',
  'hostGone.moving': '{successor} takes over the table…',
  'hostGone.movingWhy':
    '{name} is gone. {successor}’s page will host the table from now on, every hand as it was: it takes a few seconds.',
  'hostGone.movingYou': 'You take over the table…',
  'hostGone.movingYouWhy':
    '{name} is gone. Your page will host the table from now on, every hand as it was: keep it open.',
  'hostGone.gathering': 'Waiting for the other players: {have} of {need}.',
  'hostGone.refused': 'A page that may not host this table answered in its place: it was refused, and given nothing.',
  'hostGone.squatter': '{squatter} took the table’s address out of turn: it was refused, and given nothing.',
  'hostGone.squatterSomeone':
    'Someone took the table’s address out of turn: it was refused, and given nothing. The table goes on without it.',
  'hostGone.nowHost': '{name} hosts the table now.',
  'hostGone.nowYou': 'You host the table now. Keep this page open.',

  'leave.heading': 'Leave the game?',
  'leave.guest': 'A bot will play your seat for the rest of the game, and you will not get it back.',
  'leave.hostHandOver':
    'You host this table. Hand it to another player and the game goes on without you (a bot plays your seat), or end it for everyone.',
  'leave.hostAlone':
    'You host this table, and only one other player is here: the table cannot be handed over. When you leave, the game ends for every player.',
  'leave.handOver': 'Hand the table to another player',
  'leave.solo': 'This game ends, and it cannot be taken back.',
  'leave.stay': 'Stay',
  'leave.go': 'Leave the game',
  'leave.end': 'End the game for everyone',
  'leave.endSolo': 'End the game',

  'app.rule.hostWaitMs': 'Wait for a host who left (s)',
  'app.rule.hostWaitMs.hint':
    'If the host’s page goes, after this long another player’s page takes the table over, every hand as it was.',
  'app.error.no-migration': 'No other player can take the table over now.',
  'app.error.bad-host-wait': 'The wait for the host must be between 5 s and 10 min.',
};
