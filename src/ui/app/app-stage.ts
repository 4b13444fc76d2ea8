/**
 * What `<uno-app>` shows, as one value: home, a table being reached (or taken back after a reload),
 * a seat at a table (its lobby, its table or its client's status, with the leave question and the
 * phases view over it), or a saved game being watched. Each way from one to the next is a function
 * here, so no screen can be half left (a replay over a table, a busy button at the table).
 *
 * One union rather than an XState actor: the app shell is on the first page, which the chart's
 * library does not load with (docs/architecture.md "What the redesign left").
 */
import type { RecordCursor } from '../../game/index.js';
import type { HomeBusy } from '../home/uno-home.js';
import type { LeaveKind } from './uno-leave-confirm.js';

export type OpenKind = Exclude<HomeBusy, null>;

/** Leave was pressed during a game: who asks (the question differs), and whether another player
 * could host the table on. */
export interface LeaveQuestion {
  kind: LeaveKind;
  canHandOver: boolean;
}

export type AppStage =
  | { name: 'home' }
  /** A table being reached: home shows which button works, or, when a saved table is taken back
   * after a reload (`resuming`, its code), a status screen says which. Each attempt is its own
   * object: a late answer to an attempt the player gave up on finds another stage and is left. */
  | { name: 'opening'; kind: OpenKind; resuming: string | null }
  /** At a table: the client's state says which screen (status, lobby, table). */
  | { name: 'seated'; solo: boolean; leaving: LeaveQuestion | null; phasesOpen: boolean }
  /** A saved game, watched move by move. */
  | { name: 'replay'; cursor: RecordCursor };

export const HOME: AppStage = { name: 'home' };

export const opening = (kind: OpenKind, resuming: string | null = null): AppStage => ({
  name: 'opening',
  kind,
  resuming,
});

export const seated = (kind: OpenKind): AppStage => ({
  name: 'seated',
  solo: kind === 'solo',
  leaving: null,
  phasesOpen: false,
});

/** The home screen's busy button, while a table is being reached from it. */
export const busyOf = (stage: AppStage): HomeBusy => (stage.name === 'opening' ? stage.kind : null);

/** The same seat with one of its overlays changed; any other stage is left as it is. */
export function atSeat(
  stage: AppStage,
  change: Partial<{ leaving: LeaveQuestion | null; phasesOpen: boolean }>,
): AppStage {
  return stage.name === 'seated' ? { ...stage, ...change } : stage;
}
