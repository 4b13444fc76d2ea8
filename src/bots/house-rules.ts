/**
 * What a bot writes when it creates a house rule (book 001, "Règles Perso"): a short, playful line
 * in the game's language, French or English (at most 80 characters, docs/game-rules.md "House rules (edition `house-rules`)"), and a gesture from the
 * engine's palette.
 */
import type { BotRandom } from './rng.js';
import type { BotLanguage } from './types.js';

const TEXTS: Record<BotLanguage, readonly ((n: number) => string)[]> = {
  fr: [
    (n) => `Sur un ${n}, tout le monde fait le geste !`,
    (n) => `Un ${n} ? Le plus lent pioche.`,
    (n) => `Le ${n} porte malheur : conjurez-le !`,
    (n) => `Quand tombe un ${n}, on salue la table.`,
    (n) => `${n}, c'est mon chiffre porte-bonheur !`,
  ],
  en: [
    (n) => `Every ${n}: do the move, quick!`,
    (n) => `${n} played? Slowest one draws.`,
    (n) => `Number ${n} is cursed. Ward it off!`,
    (n) => `When a ${n} lands, salute the table.`,
    (n) => `Lucky ${n}: prove you were paying attention.`,
  ],
};

/** A rule's text in the game's language (issue 30 point 7: bots wrote French in English games). */
export function ruleText(number: number, random: BotRandom, lang: BotLanguage = 'en'): string {
  return random
    .pick(TEXTS[lang] ?? TEXTS.en)(number)
    .slice(0, 80);
}
