/**
 * The strings of a spectator's request to play and of the host's answer, in English: seat-ask.ts
 * fetches them when the page speaks English.
 */
export default {
  'seatAsk.ask': 'Ask to play',
  'seatAsk.cancel': 'Take back my request',
  'seatAsk.waiting': 'You asked to play: number {n} in line. You take the next free seat, at the next round’s start.',
  'seatAsk.refused': 'The host did not give you a seat this time.',
  'seatAsk.asks': 'asks to play (number {n})',
  'seatAsk.refuse': 'Refuse',
  'seatAsk.refuseWho': 'Refuse {name}’s request to play',
};
