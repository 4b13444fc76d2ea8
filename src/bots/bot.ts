/**
 * One bot at one seat: it remembers what its seat was shown (memory.ts) and answers a view with the
 * action its level's policy picks, plus the moments any seat may act: declaring its own UNO,
 * catching another's, reacting to a house-rule race. It reads nothing but its view and its events,
 * so it can take over any seat at any moment.
 */
import type { Action, PlayerView, TableEvent } from '../game/index.js';
import { GESTURES } from '../game/index.js';
import { easyPolicy } from './easy.js';
import { expertPolicy } from './expert/index.js';
import { basicPolicy, greedyPolicy } from './reference.js';
import { hardPolicy } from './hard.js';
import { TableMemory } from './memory.js';
import { normalPolicy } from './normal.js';
import type { BotContext, Policy } from './policy.js';
import { botRandom, type BotRandom } from './rng.js';
import { chooseJumpIn, chooseSwap } from './app-house-rules.js';
import { isPartner, spareThePartner, swapWithOpponent } from './partner.js';
import { chooseRule } from './sensible.js';
import { delayFor } from './timing.js';
import type { Bot, BotDecision, BotLevel, BotOptions } from './types.js';
import { ACTION_TYPES } from '../game/index.js';

/** The actions of a turn (not UNO, catch, or a race's reaction, which the bot answers apart). */
const TURN_TYPES: ReadonlySet<string> = new Set(
  [...ACTION_TYPES].filter((type) => type !== 'uno' && type !== 'catch' && type !== 'react'),
);

const POLICIES: Record<BotLevel, Policy> = {
  easy: easyPolicy,
  normal: normalPolicy,
  hard: hardPolicy,
  expert: expertPolicy(),
  basic: basicPolicy,
  greedy: greedyPolicy,
};

/** The levels that never play out of turn (a beginner, and the anchor's bots, which know no jump-in). */
const NO_JUMP_IN: ReadonlySet<string> = new Set(['easy', 'basic', 'greedy']);

export class LevelBot implements Bot {
  private memory: TableMemory | null = null;
  private pending: TableEvent[] = [];
  private readonly random: BotRandom;
  private readonly policy: Policy | null;
  /** This bot let its own UNO window open on purpose (easy forgets): it keeps quiet until it closes. */
  private silent = false;
  /** UNO windows of others already weighed (catch or not), by round, target and event count. */
  private weighedCatch = new Map<string, boolean>();

  /** `policy`: the level's own unless given (the expert's worker gives it a budget on its clock). */
  constructor(
    readonly level: BotLevel | 'random',
    seed: string,
    private readonly opts: BotOptions = {},
    policy?: Policy,
  ) {
    this.random = botRandom(seed);
    this.policy = policy ?? (level === 'random' ? null : POLICIES[level]);
  }

  observe(events: readonly TableEvent[]): void {
    if (this.memory) this.memory.observe(events);
    else this.pending.push(...events);
  }

  decide(view: PlayerView): BotDecision | null {
    if (view.legal.length === 0) return null;
    if (!this.memory || this.memory.seat !== view.seat) {
      this.memory = new TableMemory(view.seat);
      this.memory.observe(this.pending);
      this.pending = [];
    }
    const ctx: BotContext = { view, memory: this.memory, random: this.random, lang: this.opts.lang?.() ?? 'en' };
    if (!this.policy) {
      // The baseline player: any legal action, a rule given the text and gesture it needs.
      const pick = this.random.pick(view.legal);
      return this.answer(pick.type === 'rule' ? chooseRule(ctx, GESTURES) : pick, 'turn');
    }
    const windowKey = `${view.round}:${view.discards}:${view.pile}`;

    if (view.unoWindow === view.seat) {
      if (!this.silent && view.legal.some((a) => a.type === 'uno')) return this.answer({ type: 'uno' }, 'uno');
    } else {
      this.silent = false;
    }

    if (view.unoWindow !== null && view.unoWindow !== view.seat) {
      const target = view.unoWindow;
      const key = `${windowKey}:${target}`;
      let catches = this.weighedCatch.get(key);
      if (catches === undefined) {
        catches = !isPartner(view, target) && this.policy.catches(ctx, target);
        this.weighedCatch.clear();
        this.weighedCatch.set(key, catches);
      }
      if (catches && view.legal.some((a) => a.type === 'catch' && a.target === target)) {
        return this.answer({ type: 'catch', target }, 'catch');
      }
    }

    if (view.phase === 'race') {
      if (!view.race || view.race.done[view.seat] || !view.legal.some((a) => a.type === 'react')) return null;
      const gesture = this.policy.raceGesture(ctx);
      const choices = view.race.choices;
      return this.answer({ type: 'react', gesture: choices.includes(gesture) ? gesture : view.race.gesture }, 'race');
    }

    if (view.turn !== view.seat) {
      const jump = NO_JUMP_IN.has(this.level) ? null : chooseJumpIn(view);
      return jump === null ? null : this.answer(jump, 'catch');
    }
    const chosen = this.turnAction(ctx);
    if (chosen === null) return null;
    const action = view.teams ? spareThePartner(view, chosen, this.random) : chosen;
    if (action.type === 'play' && action.card === 'W+4') {
      this.memory.ownDrawFourHand = view.hand.length - 1 - (action.also?.length ?? 0);
    }
    if (action.type === 'play' && !action.uno && view.hand.length - 1 - (action.also?.length ?? 0) === 1) {
      // A play to one card without UNO: only an easy bot does it, and then keeps quiet on purpose.
      this.silent = true;
    }
    return this.answer(action, 'turn');
  }

  private turnAction(ctx: BotContext): Action | null {
    const policy = this.policy!;
    if (!ctx.view.legal.some((a) => TURN_TYPES.has(a.type))) return null;
    switch (ctx.view.phase) {
      case 'play':
        return policy.play(ctx);
      case 'drawn':
        return policy.drawn(ctx);
      case 'color':
        return policy.color(ctx);
      case 'stack':
        return policy.stack(ctx);
      case 'challenge':
        return policy.challenge(ctx);
      case 'rule':
        return policy.rule(ctx, GESTURES);
      case 'towers':
        return policy.towers(ctx);
      case 'keep':
        return policy.keep(ctx);
      case 'swap':
        return swapWithOpponent(ctx.view, chooseSwap(ctx.view));
      default:
        return ctx.view.legal.find((a) => TURN_TYPES.has(a.type)) ?? null;
    }
  }

  private answer(action: Action, moment: 'turn' | 'uno' | 'catch' | 'race'): BotDecision {
    return { action, delayMs: delayFor(this.level, moment, this.random) };
  }
}
