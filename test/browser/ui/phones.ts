/// <reference types="mocha" />
/**
 * A screen checked on a phone held both ways (docs/table-ui.md "Layout (360×740, 740×360,
 * 1280×800)"), in both languages: one test each, on a clean page at that size in that language.
 */
import { fixtureCleanup } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { setLang, type Lang } from '../../../src/ui/i18n/i18n.js';

export interface PhoneSize {
  width: number;
  height: number;
}

export const PHONES: readonly PhoneSize[] = [
  { width: 360, height: 740 },
  { width: 740, height: 360 },
];

/** `check` as one test per language and phone size, named `360×740 en: <what>`; English at
 * 800×600 again once the suite is done. */
export function onEachPhone(what: string, check: (size: PhoneSize, lang: Lang) => Promise<void>): void {
  after(async () => {
    await setLang('en');
    await setViewport({ width: 800, height: 600 });
  });
  for (const lang of ['en', 'fr'] as const)
    for (const size of PHONES)
      it(`${size.width}×${size.height} ${lang}: ${what}`, async () => {
        fixtureCleanup();
        await setLang(lang);
        await setViewport(size);
        await check(size, lang);
      });
}
