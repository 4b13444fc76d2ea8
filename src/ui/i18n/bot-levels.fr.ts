/** The bot levels' strings in French (bot-levels.ts fetches them when the page speaks French). */
import type { Strings } from './i18n.js';
import type en from './bot-levels.en.js';

export default {
  'app.level.expert': 'Expert',
  'levels.expert.about':
    "L'expert joue d'avance des centaines de donnes possibles des cartes qu'il n'a pas vues avant chaque coup, sans jamais regarder votre main : il gagne environ deux manches sur trois en tête-à-tête contre un débutant qui joue au hasard.",
} satisfies Strings<typeof en>;
