/**
 * The expert's search deadline on a page (src/bots/expert/deadline.ts): a page that delivers its
 * answers at once keeps the whole search it had before (a machine that is not slow loses nothing);
 * one whose answers come late stops its searches early enough that the decision fits the target,
 * never below the floor; a single late answer among many does not cut the next searches.
 */
import { describe, expect, it } from 'vitest';
import { AdaptiveDeadline, CEILING_MS, FLOOR_MS, TARGET_MS } from '../../src/bots/expert/deadline.js';

describe("the expert's adaptive deadline", () => {
  it('keeps the whole search when answers come at once', () => {
    const d = new AdaptiveDeadline();
    expect(d.next()).toBe(CEILING_MS);
    for (let i = 0; i < 20; i++) d.record(3);
    expect(d.next()).toBe(CEILING_MS);
  });

  it('leaves room for the delays seen, down to the floor', () => {
    const d = new AdaptiveDeadline();
    for (let i = 0; i < 12; i++) d.record(70);
    expect(d.next()).toBe(TARGET_MS - 70);
    for (let i = 0; i < 12; i++) d.record(400);
    expect(d.next()).toBe(FLOOR_MS);
  });

  it('forgets old delays and overlooks one late answer among twelve', () => {
    const d = new AdaptiveDeadline();
    for (let i = 0; i < 12; i++) d.record(400);
    for (let i = 0; i < 10; i++) d.record(5);
    expect(d.next()).toBe(FLOOR_MS); // two of the late ones are still among the last twelve
    d.record(5);
    expect(d.next()).toBe(CEILING_MS); // one is overlooked
    d.record(900);
    expect(d.next()).toBe(CEILING_MS);
    d.record(Number.NaN);
    expect(d.next()).toBe(CEILING_MS);
  });
});
