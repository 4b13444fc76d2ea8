import type { Browser, Page } from 'playwright-core';

export const CHROMIUM_ARGS: string[];
export function launch(): Promise<Browser>;
export function newPage(
  browser: Browser,
  url: string,
  opts?: { width?: number; height?: number; lang?: 'fr' | 'en' },
): Promise<Page>;
export function setName(page: Page, name: string): Promise<void>;
export function createTable(page: Page, name: string): Promise<string>;
export function joinTable(page: Page, name: string, code: string): Promise<void>;
export function playSolo(page: Page, name: string, opts?: { bots?: number; edition?: string }): Promise<void>;
export function phase(page: Page): Promise<string | null>;
export function step(page: Page): Promise<string | null>;
export function answerOpening(page: Page): Promise<void>;
export function playRound(pages: Page[], opts?: { timeoutMs?: number }): Promise<void>;
export function playGame(page: Page, opts?: { timeoutMs?: number }): Promise<void>;
export function describeState(page: Page): Promise<string>;
export function recordTexts(page: Page, selector: string): Promise<() => Promise<void>>;
export function recordedTexts(page: Page): Promise<string[]>;
