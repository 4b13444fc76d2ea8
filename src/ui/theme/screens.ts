/**
 * The screens the layouts are drawn for (docs/table-ui.md "Layout (360×740, 740×360, 1280×800)"),
 * one definition for the style sheets and for the code that asks `matchMedia`.
 */
import { unsafeCSS } from 'lit';

/** A phone on its side: landscape, at most 500 px high and 1023 px wide (915×412 and 932×430, the
 * big phones, among them). */
export const SIDEWAYS_PHONE = '(orientation: landscape) and (max-height: 500px) and (max-width: 1023px)';

/** Room for the log beside the table: 900 px wide and more, but not a phone on its side, which
 * took the wide layout's big cards and drew its middle under its hand. */
export const WIDE_SCREEN = '(min-width: 1024px), (min-width: 900px) and (min-height: 501px)';

/** A phone on its side under a browser's bars: the page 340 px high or less (a 360 px phone less
 * Chrome's address bar, a 375 px one less Safari's). */
export const SIDEWAYS_UNDER_BARS = '(orientation: landscape) and (max-height: 340px) and (max-width: 1023px)';

/** A phone held upright under a browser's bars: the page 620 px high or less (a 667 px iPhone SE
 * less Safari's bars, about 550; a 640 px Android phone less Chrome's, about 560). */
export const SHORT_UPRIGHT = '(orientation: portrait) and (max-width: 899px) and (max-height: 620px)';

/** A narrow phone held upright: less than 360 px wide (320 px, the first iPhone SE; the cover
 * screens of folding phones). */
export const NARROW_UPRIGHT = '(orientation: portrait) and (max-width: 359px)';

/** An upright phone with least room: 520 px high or less (the first iPhone SE less Safari's bars,
 * about 460), or narrow and 620 px high or less. */
export const CRAMPED_UPRIGHT =
  '(orientation: portrait) and (max-width: 899px) and (max-height: 520px), (orientation: portrait) and (max-width: 359px) and (max-height: 620px)';

/** The same, for a style sheet's `@media`. */
export const sidewaysPhone = unsafeCSS(SIDEWAYS_PHONE);
export const wideScreen = unsafeCSS(WIDE_SCREEN);
export const sidewaysUnderBars = unsafeCSS(SIDEWAYS_UNDER_BARS);
export const shortUpright = unsafeCSS(SHORT_UPRIGHT);
export const narrowUpright = unsafeCSS(NARROW_UPRIGHT);
export const crampedUpright = unsafeCSS(CRAMPED_UPRIGHT);
