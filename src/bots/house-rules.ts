/**
 * What a bot writes when it creates a house rule (book 001, "Règles Perso"): a short, playful line
 * in French or English (at most 80 characters, docs/game-rules.md "House rules (edition `house-rules`)"), and a gesture from the
 * engine's palette.
 */
import type { BotRandom } from './rng.js';

const TEXTS: readonly ((n: number) => string)[] = [
  (n) => `Sur un ${n}, tout le monde fait le geste !`,
  (n) => `Every ${n}: do the move, quick!`,
  (n) => `Un ${n} ? Le plus lent pioche.`,
  (n) => `${n} played? Slowest one draws.`,
  (n) => `Le ${n} porte malheur : conjurez-le !`,
  (n) => `Number ${n} is cursed. Ward it off!`,
  (n) => `Quand tombe un ${n}, on salue la table.`,
  (n) => `When a ${n} lands, salute the table.`,
  (n) => `${n}, c'est mon chiffre porte-bonheur !`,
  (n) => `Lucky ${n}: prove you were paying attention.`,
];

export function ruleText(number: number, random: BotRandom): string {
  return random.pick(TEXTS)(number).slice(0, 80);
}
