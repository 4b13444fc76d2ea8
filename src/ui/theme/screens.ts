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

/** The three, for a style sheet's `@media`. */
export const sidewaysPhone = unsafeCSS(SIDEWAYS_PHONE);
export const wideScreen = unsafeCSS(WIDE_SCREEN);
export const sidewaysUnderBars = unsafeCSS(SIDEWAYS_UNDER_BARS);
