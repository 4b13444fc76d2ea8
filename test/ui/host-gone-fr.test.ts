/**
 * The French of a host gone, the offer to play on and Leave (issue 30): a sentence about a named
 * player reads right whoever the player is. « Alice n’est pas encore revenu » gave every name a
 * man's ending; the lines now say it without one, and « de » elides before a vowel.
 */
import { describe, expect, it } from 'vitest';
import { setLang, stringsReady, t } from '../../src/ui/i18n/i18n.js';
import '../../src/ui/i18n/host-gone.js';
import '../../src/ui/i18n/play-on.js';
import hostGoneFr from '../../src/ui/i18n/host-gone.fr.js';
import playOnFr from '../../src/ui/i18n/play-on.fr.js';

/** Words that give a player a man's ending in French (« revenu », « parti », « il a été refusé »),
 * whole words only: « la partie » is the game, « sa page a été refusée » a page. */
const GENDERED =
  /(?<!\p{L})(revenu|parti|arrivé|venu|resté|retiré|sorti|allé|déconnecté|absent|prêt|refusé|lui|il (?:a été|est))(?!\p{L})/u;

describe('French: a host gone, play on, leave', () => {
  const bundles = { ...hostGoneFr, ...playOnFr };

  it('no sentence about a player gives it a gender', () => {
    const about = Object.entries(bundles).filter(([, s]) => /\{\w+\}|quelqu’un|hôte/iu.test(s));
    expect(about.length).toBeGreaterThan(10);
    const gendered = about.filter(([, s]) => GENDERED.test(s)).map(([key, s]) => `${key}: ${s}`);
    expect(gendered).toEqual([]);
  });

  it('says the host is not back yet with « de » or « d’ » before the name', async () => {
    await setLang('fr');
    await stringsReady();
    expect(t('hostGone.late', { name: 'Alice' })).toBe('Toujours pas de retour d’Alice. Nouvel essai en cours…');
    expect(t('hostGone.late', { name: 'Bruno' })).toBe('Toujours pas de retour de Bruno. Nouvel essai en cours…');
    expect(t('hostGone.movingWhy', { name: 'Alice', successor: 'Ana' })).toMatch(
      /^Alice n’est plus là\. La page d’Ana héberge/u,
    );
    expect(t('hostGone.movingYouWhy', { name: 'Bruno' })).toMatch(/^Bruno n’est plus là\. Votre page héberge/u);
  });
});
