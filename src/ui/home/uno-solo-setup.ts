/**
 * `<uno-solo-setup>`: the solo game dialog: 1 to 9 bots, each with its level, the edition, and the
 * app's house rules (the options a solo game has no lobby for), teams of two at 4, 6, 8 or 10. Solo play runs entirely in this
 * page (no network).
 *
 * @event uno-solo - detail `{ bots: BotLevel[], edition, options }` (options: the house rules on)
 * @event uno-solo-edition - detail `{ edition }`: the edition the dialog shows, as it opens and at each
 *   choice (its faces can be drawn while the player chooses: src/ui/cards/warm-faces.ts)
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import type { BotLevel } from '../../bots/index.js';
import type { EditionId, RuleOptions } from '../../game/index.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/app.js';
import '../i18n/bot-levels.js';
import { theme } from '../theme/index.js';
import '../lobby/edition-picker.js';
import { BOT_LEVELS } from '../../bots/levels/index.js';
import { TEAM_TABLES } from '../../game/notation/index.js';

const MAX_BOTS = 9;
const STORAGE_KEY = 'uno.solo';

/** The app's house rules (rules.md): off by default in every edition. */
const HOUSE_RULES = ['sevenZero', 'jumpIn', 'drawUntilPlayable'] as const;
type HouseRule = (typeof HOUSE_RULES)[number];

interface SoloChoice {
  bots: BotLevel[];
  edition: EditionId;
  options: Partial<Pick<RuleOptions, HouseRule | 'teams'>>;
}

function loadChoice(): SoloChoice {
  const fallback: SoloChoice = { bots: ['normal', 'normal', 'normal'], edition: 'classic', options: {} };
  try {
    const raw = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? 'null') as Partial<SoloChoice> | null;
    const bots = Array.isArray(raw?.bots) ? raw.bots.filter((b) => BOT_LEVELS.includes(b)) : [];
    const edition = ['classic', 'skull', 'house-rules', 'power-grab'].includes(raw?.edition as string)
      ? (raw!.edition as EditionId)
      : fallback.edition;
    const saved = (raw?.options ?? {}) as Record<string, unknown>;
    const options = Object.fromEntries(
      [...HOUSE_RULES, 'teams' as const].filter((k) => saved[k] === true).map((k) => [k, true]),
    );
    return bots.length >= 1 && bots.length <= MAX_BOTS ? { bots, edition, options } : { ...fallback, edition, options };
  } catch {
    return fallback;
  }
}

@customElement('uno-solo-setup')
export class UnoSoloSetup extends LitElement {
  static override styles = [
    theme,
    css`
      ol {
        list-style: none;
        padding: 0;
        margin: 0 0 0.6rem;
        display: grid;
        gap: 0.4rem;
      }
      li {
        display: flex;
        align-items: center;
        gap: 0.5rem;
      }
      li label {
        flex: 1;
        font-weight: 600;
      }
      li button {
        min-width: 44px;
        padding: 0.3rem;
      }
      .count {
        display: flex;
        gap: 0.5rem;
        align-items: center;
        justify-content: space-between;
        margin: 0.6rem 0 0.5rem;
      }
      .count h3 {
        margin: 0;
      }
      fieldset {
        border: none;
        margin: 0.6rem 0 0;
        padding: 0;
      }
      legend {
        font-weight: 700;
        padding: 0;
      }
      .rule {
        display: grid;
        grid-template-columns: auto 1fr;
        gap: 0 0.5rem;
        align-items: center;
        margin-top: 0.4rem;
      }
      .rule input {
        width: 22px;
        height: 22px;
        margin: 0;
      }
      .rule label {
        font-weight: 600;
      }
      .rule .hint {
        grid-column: 2;
      }
    `,
  ];

  private readonly saved = loadChoice();
  @state() private bots: BotLevel[] = this.saved.bots;
  @state() private edition: EditionId = this.saved.edition;
  @state() private options: SoloChoice['options'] = this.saved.options;
  @query('dialog') private dialog!: HTMLDialogElement;

  private readonly locale = new LocaleController(this);

  get open(): boolean {
    return this.dialog?.open ?? false;
  }

  async show(): Promise<void> {
    await this.updateComplete;
    this.dialog.showModal();
    this.tellEdition();
  }

  private tellEdition(): void {
    const detail = { edition: this.edition };
    this.dispatchEvent(new CustomEvent('uno-solo-edition', { detail, bubbles: true, composed: true }));
  }

  close(): void {
    this.dialog?.close();
  }

  override render() {
    return html`<dialog aria-labelledby="solo-title" @close=${() => this.dispatchEvent(new Event('close'))}>
      <form method="dialog" @submit=${this.start}>
        <h2 id="solo-title">${t('app.solo.title')}</h2>
        <div class="count">
          <h3 id="bots-title">${t('app.solo.bots', { n: this.bots.length })}</h3>
          <button
            type="button"
            ?disabled=${this.bots.length >= MAX_BOTS}
            @click=${() => (this.bots = [...this.bots, 'normal'])}
          >
            ${t('app.solo.addBot')}
          </button>
        </div>
        <ol aria-labelledby="bots-title">
          ${this.bots.map(
            (level, i) =>
              html`<li>
                <label for="bot-${i}">${t('app.solo.botN', { n: i + 1 })}</label>
                <select
                  id="bot-${i}"
                  @change=${(e: Event) => this.setLevel(i, (e.target as HTMLSelectElement).value as BotLevel)}
                >
                  ${BOT_LEVELS.map((l) => html`<option value=${l} ?selected=${l === level}>${t(`app.level.${l}`)}</option>`)}
                </select>
                <button
                  type="button"
                  aria-label=${t('app.solo.removeBot', { n: i + 1 })}
                  ?disabled=${this.bots.length <= 1}
                  @click=${() => (this.bots = this.bots.filter((_, j) => j !== i))}
                >
                  ✕
                </button>
              </li>`,
          )}
        </ol>
        ${this.bots.includes('expert') ? html`<p class="hint">${t('levels.expert.about')}</p>` : nothing}
        <uno-edition-picker
          .value=${this.edition}
          @uno-edition=${(e: CustomEvent<{ edition: EditionId }>) => {
            e.stopPropagation();
            this.edition = e.detail.edition;
            this.tellEdition();
          }}
        ></uno-edition-picker>
        <fieldset>
          <legend>${t('app.solo.houseRules')}</legend>
          ${HOUSE_RULES.map(
            (k) =>
              html`<div class="rule">
                <input
                  type="checkbox"
                  id="solo-${k}"
                  aria-describedby="solo-${k}-hint"
                  .checked=${this.options[k] === true}
                  @change=${(e: Event) => this.setRule(k, (e.target as HTMLInputElement).checked)}
                />
                <label for="solo-${k}">${t(`app.rule.${k}`)}</label>
                <p class="hint" id="solo-${k}-hint">${t(`app.rule.${k}.hint`)}</p>
              </div>`,
          )}
        </fieldset>
        ${this.teamsRow()}
        <div class="dialog-actions">
          <button type="button" @click=${() => this.close()}>${t('app.cancel')}</button>
          <button type="submit" class="primary">${t('app.solo.start')}</button>
        </div>
      </form>
    </dialog>`;
  }

  /** Teams of two (docs/rules.md "Teams"): offered when the player and the bots make 4, 6, 8 or 10;
   * the partner is the bot opposite, seat players / 2. */
  private teamsRow() {
    const players = this.bots.length + 1;
    if (!TEAM_TABLES.includes(players)) return nothing;
    return html`<div class="rule">
      <input
        type="checkbox"
        id="solo-teams"
        aria-describedby="solo-teams-hint"
        .checked=${this.options.teams === true}
        @change=${(e: Event) => this.setRule('teams', (e.target as HTMLInputElement).checked)}
      />
      <label for="solo-teams">${t('app.solo.teams', { n: players / 2 })}</label>
      <p class="hint" id="solo-teams-hint">${t('app.solo.teams.hint')}</p>
    </div>`;
  }

  private setRule(rule: HouseRule | 'teams', on: boolean): void {
    const next = { ...this.options };
    if (on) next[rule] = true;
    else delete next[rule];
    this.options = next;
  }

  private setLevel(i: number, level: BotLevel): void {
    this.bots = this.bots.map((b, j) => (j === i ? level : b));
  }

  private start(e: SubmitEvent): void {
    e.preventDefault();
    // teams left on from a table of another size are not asked for
    const { teams, ...rest } = this.options;
    const fits = teams === true && TEAM_TABLES.includes(this.bots.length + 1);
    const choice: SoloChoice = { bots: this.bots, edition: this.edition, options: fits ? { ...rest, teams } : rest };
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(choice));
    } catch {
      /* not remembered next time; the game still starts */
    }
    this.dispatchEvent(new CustomEvent('uno-solo', { detail: choice, bubbles: true, composed: true }));
    this.close();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-solo-setup': UnoSoloSetup;
  }
}
