/**
 * `<uno-statechart open>`: the phases view. The table's statechart drawn from its build-time layout,
 * the active state nodes lit, the last transition drawn with the event that took it (in the
 * player's language), and the round's timeline as this seat saw it, to step back and forth over
 * (buttons, the slider, ← → Home End). Needs no network: it is the offline way to watch the turn
 * phases (`?inspect` adds the Stately inspector on the host when it can load). Loaded on demand.
 *
 * @event uno-close - the player closed the view.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { SeatInfo } from '../../net/index.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/statechart.js';
import { describeEvent } from '../table/event-text.js';
import { seatName } from '../table/table-model.js';
import { CHART_LAYOUT as LAID_OUT } from '../../generated/index.js';
import { activeStates, machineEventOf, takenRoute } from './chart-route.js';
import { chartSvg } from './chart-svg.js';
import { CHART_FONT, type ChartLayout } from './chart-types.js';
import type { TimelineStep } from './phase-timeline.js';
import { phaseListView } from './phase-list.js';
import { phaseWords } from './phase-words.js';
import { statechartStyles } from './uno-statechart.styles.js';

/** The chart as `npm run chart` laid it out; its shape is checked here, where it is read. */
const CHART_LAYOUT: ChartLayout = LAID_OUT;

/** CSS pixels per layout unit when zoomed in: the labels read at their own font size. */
const ZOOM = 1;

@customElement('uno-statechart')
export class UnoStatechart extends LitElement {
  static override styles = statechartStyles;

  @property({ type: Boolean, reflect: true }) open = false;
  /** The round as this seat saw it (PhaseTimeline.steps). */
  @property({ attribute: false }) steps: readonly TimelineStep[] = [];
  /** This seat (-1: a spectator), for sentences told to "you". */
  @property({ type: Number }) seat = -1;
  @property({ attribute: false }) seats: SeatInfo[] = [];
  /** `?inspect` asked for the Stately inspector, which could not load: the view says so. */
  @property({ type: Boolean, attribute: 'inspector-failed' }) inspectorFailed = false;

  /** The step shown; null follows the newest as it arrives. */
  @state() index: number | null = null;
  @state() zoomed = true;

  private readonly locale = new LocaleController(this);
  private returnFocus: HTMLElement | null = null;
  private centered = '';

  /** The step on show, counted from 0 (-1: none yet). */
  get shown(): number {
    const last = this.steps.length - 1;
    return this.index === null ? last : Math.min(this.index, last);
  }

  /** Show step `i` (from 0); past the newest, follow the live round. */
  go(i: number): void {
    const last = this.steps.length - 1;
    if (last < 0) return;
    this.index = i >= last ? null : Math.max(0, i);
  }

  /** The view's size changes (a turned phone, a notice shown): the active state goes back to its middle. */
  private readonly resized = new ResizeObserver(() => {
    this.centered = '';
    this.centerActive();
  });

  override firstUpdated(): void {
    const box = this.renderRoot.querySelector('.viewport');
    if (box) this.resized.observe(box);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resized.disconnect();
  }

  private get dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  override updated(changed: Map<string, unknown>): void {
    const d = this.dialog;
    if (d && this.open && !d.open) {
      this.returnFocus = deepActiveElement();
      this.centered = '';
      d.showModal();
      this.renderRoot.querySelector<HTMLElement>('input[type=range]:not([disabled]), .close')?.focus();
    } else if (d && !this.open && d.open) d.close();
    if (changed.get('open') === true && !this.open) this.closed();
    if (this.open && (changed.has('steps') || changed.has('index') || changed.has('zoomed') || changed.has('open'))) {
      this.centerActive();
      this.renderRoot.querySelector('.steps [aria-current=step]')?.scrollIntoView({ block: 'nearest' });
    }
  }

  /**
   * Zoomed in, the active leaf is scrolled to the middle of the view (once per step shown); the
   * list of every phase (a phone's "See it all") scrolls to the phase in force.
   */
  private centerActive(): void {
    const step = this.steps[this.shown];
    const box = this.renderRoot.querySelector<HTMLElement>('.viewport');
    if (!box) return;
    const key = `${this.zoomed ? 'chart' : 'list'}:${this.shown}:${step?.path ?? ''}`;
    if (key === this.centered) return;
    this.centered = key;
    const item = box.querySelector<HTMLElement>('.phase-list li[aria-current=true]');
    if (!this.zoomed) {
      box.scrollTo({ left: 0, top: item && item.offsetParent === box ? item.offsetTop - 8 : 0 });
      return;
    }
    if (!step) return;
    const leaf = CHART_LAYOUT.states.find((s) => s.path === step.path);
    if (!leaf) return;
    box.scrollTo({
      left: (leaf.x + leaf.w / 2) * ZOOM - box.clientWidth / 2,
      top: (leaf.y + leaf.h / 2) * ZOOM - box.clientHeight / 2,
    });
  }

  private close(): void {
    this.open = false;
  }

  /** The dialog closed itself (Escape): the view is closed. */
  private onClose(): void {
    if (this.open) this.open = false;
  }

  /** Once closed: the focus goes back where it was, and the app hears of it. */
  private closed(): void {
    const back = this.returnFocus;
    this.returnFocus = null;
    if (back?.isConnected) back.focus();
    this.dispatchEvent(new CustomEvent('uno-close', { bubbles: true, composed: true }));
  }

  private onKey(e: KeyboardEvent): void {
    const target = e.composedPath()[0] as HTMLElement | undefined;
    // The slider steps by itself (its input event), text fields keep their arrows.
    if (target?.tagName === 'INPUT' || target?.tagName === 'TEXTAREA') return;
    const moves: Record<string, () => number> = {
      ArrowLeft: () => this.shown - 1,
      ArrowRight: () => this.shown + 1,
      Home: () => 0,
      End: () => this.steps.length,
    };
    const to = moves[e.key];
    if (!to || this.steps.length === 0) return;
    e.preventDefault();
    this.go(to());
  }

  private nameOf = (seat: number): string => (seat === this.seat ? t('table.you') : seatName(this.seats ?? [], seat));

  private eventName(event: string | null): string {
    return event ? t(`chart.event.${event}`) : t('chart.event.auto');
  }

  private stepText(step: TimelineStep): string {
    return step.events
      .map((e) => describeEvent(e, this.seat, this.nameOf))
      .filter(Boolean)
      .join(' ');
  }

  override render() {
    const steps = this.steps;
    const i = this.shown;
    const step = steps[i];
    const prev = i > 0 ? steps[i - 1] : undefined;
    const event = step ? machineEventOf(step.events) : null;
    const taken = step && prev ? takenRoute(CHART_LAYOUT, prev.path, step.path, event) : { edges: [], inner: null };
    const moved = taken.edges.length > 0 || taken.inner !== null;
    const badge = prev && step && moved ? this.eventName(event) : '';
    const marks = { active: new Set(step ? activeStates(step.path) : []), taken, badge };
    const live = this.index === null;
    const path = step?.path ?? '';
    const phase = step ? phaseWords(step.path) : '';
    const w = CHART_LAYOUT.width;
    const h = CHART_LAYOUT.height;
    return html`<dialog aria-labelledby="chart-title" @keydown=${this.onKey} @close=${this.onClose}>
      <header>
        <hgroup>
          <h2 id="chart-title">${t('chart.title')}</h2>
          <p class="kind">${t('chart.kind')}</p>
        </hgroup>
        <button
          type="button"
          class="zoom"
          aria-pressed=${this.zoomed ? 'true' : 'false'}
          @click=${() => {
            this.zoomed = !this.zoomed;
            this.centered = '';
          }}
        >
          ${this.zoomed ? t('chart.zoomOut') : t('chart.zoomIn')}
        </button>
        <button type="button" class="close" @click=${this.close}>${t('chart.close')}</button>
      </header>
      <p class="caption" role="status">
        ${this.inspectorFailed ? html`<span class="notice">${t('chart.inspectorOffline')}</span>` : nothing}
        ${
          step
            ? html`<span class="now">${t('chart.now', { phase })}</span>
                <span class="took"
                  >${prev ? t('chart.took', { event: this.eventName(event) }) : t('chart.took.none')}</span
                >
                <code class="dev">${t('chart.devName', { path })}</code>`
            : html`<span>${t('chart.noGame')}</span>`
        }
      </p>
      <div
        class="viewport"
        tabindex="0"
        role="region"
        aria-label=${this.zoomed ? t('chart.diagram', { phase }) : t('chart.all')}
      >
        ${this.zoomed ? nothing : phaseListView(CHART_LAYOUT, marks.active)}
        <svg
          viewBox="0 0 ${w} ${h}"
          width=${this.zoomed ? w * ZOOM : '100%'}
          height=${this.zoomed ? h * ZOOM : nothing}
          font-family=${CHART_FONT.family}
          role="img"
          aria-label=${t('chart.diagram', { phase })}
        >
          ${chartSvg(CHART_LAYOUT, marks, phaseWords)}
        </svg>
      </div>
      <div class="controls">
        <button
          type="button"
          class="prev"
          aria-label=${t('chart.prev')}
          ?disabled=${i <= 0}
          @click=${() => this.go(i - 1)}
        >
          ◀
        </button>
        <input
          type="range"
          min="1"
          max=${Math.max(1, steps.length)}
          .value=${String(i + 1)}
          ?disabled=${steps.length < 2}
          aria-label=${t('chart.slider')}
          aria-valuetext=${t('chart.step', { n: i + 1, total: steps.length })}
          @input=${(e: Event) => this.go(Number((e.target as HTMLInputElement).value) - 1)}
        />
        <button
          type="button"
          class="next"
          aria-label=${t('chart.next')}
          ?disabled=${live}
          @click=${() => this.go(i + 1)}
        >
          ▶
        </button>
        <button type="button" class="live" aria-pressed=${live ? 'true' : 'false'} @click=${() => (this.index = null)}>
          ${t('chart.live')}
        </button>
        <span class="count">${steps.length ? t('chart.step', { n: i + 1, total: steps.length }) : ''}</span>
        <span class="keys">${t('chart.keys')}</span>
      </div>
      <ol class="steps" aria-label=${t('chart.steps')}>
        ${steps.map(
          (s, n) =>
            html`<li>
              <button type="button" aria-current=${n === i ? 'step' : 'false'} @click=${() => this.go(n)}>
                <span class="n">${n + 1}</span
                ><span class="phase" title=${`${phaseWords(s.path)} (${s.path})`}
                  >${phaseWords(s.path.split('.')[0]!)}</span
                ><span>${this.stepText(s)}</span>
              </button>
            </li>`,
        )}
      </ol>
    </dialog>`;
  }
}

/** The focused element, looked for inside shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement ? el : null;
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-statechart': UnoStatechart;
  }
}
