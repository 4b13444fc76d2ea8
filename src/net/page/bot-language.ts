/**
 * The language this page's bots write their house rules in: the page's own, which the screen
 * tells once at start (src/page-services.ts). The network never reads the screen; a table hosted
 * here, whether created, resumed or taken over, asks this at each rule a bot writes, so a language
 * switch during the game counts.
 */
import type { BotLanguage } from '../../bots/index.js';

let current: () => BotLanguage = () => 'en';

export function setBotLanguage(lang: () => BotLanguage): void {
  current = lang;
}

export const botLanguage = (): BotLanguage => current();
