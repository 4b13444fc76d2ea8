/**
 * `<uno-rules-help>`: the rules at the table, short: how a turn goes, what the edition adds, the
 * options this table plays with (as the host chose them), and what the marks on the seats mean.
 * Loaded the first time a player asks for it.
 *
 * @event close - the help was closed.
 */
import { LitElement, html } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import type { EditionId, RuleOptions } from '../../game/index.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/app.js';
import '../i18n/table-menu.js';
import { sheetStyles } from './sheet-styles.js';
import '../i18n/teams.js';

/** The options in the order the lobby's rules form lists them. */
const SHOWN: readonly (keyof RuleOptions)[] = [
  'wildDrawFour',
  'wildsCountAsMatch',
  'stacking',
  'multiPlay',
  'twoPlayerReverseSkips',
  'firstCard',
  'scoring',
  'target',
  'blockedRound',
  'sevenZero',
  'jumpIn',
  'drawUntilPlayable',
];

@customElement('uno-rules-help')
export class UnoRulesHelp extends LitElement {
  static override styles = sheetStyles;

  @property() edition: EditionId = 'classic';
  @property({ attribute: false }) options: Partial<RuleOptions> | null = null;
  @query('dialog') private dialog!: HTMLDialogElement;
  private readonly locale = new LocaleController(this);

  async show(): Promise<void> {
    await this.updateComplete;
    if (!this.dialog.open) this.dialog.showModal();
  }

  close(): void {
    this.dialog?.close();
  }

  private value(key: keyof RuleOptions, v: unknown): string {
    if (typeof v === 'boolean') return t(v ? 'help.yes' : 'help.no');
    if (typeof v === 'number') return String(v);
    return t(`app.rule.${key}.${String(v)}`);
  }

  override render() {
    const o = this.options ?? {};
    const scoring = o.scoring !== 'none';
    const shown = SHOWN.filter((k) => o[k] !== undefined && (scoring || k !== 'target'));
    return html`<dialog aria-labelledby="help-title" @close=${() => this.dispatchEvent(new Event('close'))}>
      <h2 id="help-title">${t('help.title', { edition: t(`app.edition.${this.edition}`) })}</h2>
      <p>${t(`app.edition.${this.edition}.blurb`)}</p>
      <h3>${t('help.basics')}</h3>
      <ul>
        <li>${t('help.basic.match')}</li>
        <li>${t('help.basic.draw')}</li>
        <li>${t('help.basic.uno')}</li>
        <li>${scoring ? t('help.basic.win.target', { target: o.target ?? 500 }) : t('help.basic.win.none')}</li>
        ${o.teams ? html`<li class="teams"><strong>${t('teams.option')}.</strong> ${t('teams.option.hint')}</li>` : null}
      </ul>
      <h3>${t('help.options')}</h3>
      <dl>
        ${shown.map(
          (k) =>
            html`<div class="opt">
              <dt>${t(`app.rule.${k}`)}</dt>
              <dd>${this.value(k, o[k])}</dd>
            </div>`,
        )}
      </dl>
      <h3>${t('help.marks')}</h3>
      <ul>
        <li>${t('help.mark.dealer')}</li>
        <li>${t('help.mark.count')}</li>
        <li>${t('help.mark.uno')}</li>
        ${this.edition === 'power-grab' ? html`<li>${t('help.mark.towers')}</li>` : null}
      </ul>
      <div class="actions">
        <button type="button" class="primary" @click=${() => this.close()}>${t('menu.close')}</button>
      </div>
    </dialog>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-rules-help': UnoRulesHelp;
  }
}
