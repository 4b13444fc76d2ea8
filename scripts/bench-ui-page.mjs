// The page's side of `npm run bench:ui` (bench-ui.mjs): functions given to addInitScript and
// page.evaluate, which run in the page and see nothing of this module but their own text.
/* global window, document, customElements, MutationObserver, requestAnimationFrame, HTMLDialogElement, HTMLElement, Element, CharacterData -- the functions
   given to page.evaluate and addInitScript run in the page */

/**
 * Runs in the page before the app: times `<uno-table>`'s updates and records the frames and the
 * card flights. Everything it learns waits in `window.__uiBench` for the bench to read.
 */
export function instrument() {
  // each update: its time, the time of each kind of element in it and the table's phase
  const bench = { updates: [], frames: [], flights: [], recording: false };
  window.__uiBench = bench;
  // One table update: the time spent in the Lit updates of `<uno-table>` and of the elements
  // inside it (seat chips, hand, cards, dialogs) in the task where the table updated (its children
  // update in the microtasks after it). Other microtasks between them (the host and the bots run
  // in the same page in a solo game) are not counted.
  let open = null;
  let depth = 0;
  const close = () => {
    if (!open) return;
    const table = open.table ?? document.querySelector('uno-app')?.shadowRoot?.querySelector('uno-table');
    bench.updates.push({
      spent: open.spent,
      parts: open.parts,
      stages: open.stages,
      removed: open.removed,
      phase: table?.view?.phase,
      tag: bench.tag,
    });
    // a replayed table's first renders are not timed (bench-ui.mjs): not named as an update either
    const first = bench.tag === 'new table' || bench.tag?.startsWith('0:');
    performance.measure(first ? 'uno-table first render' : 'uno-table update', { start: open.start, end: open.end });
    // marked here, after the update: a mark made inside it would be counted in its time
    for (const [name, start, end] of open.marks) performance.measure(`uno-table.${name}`, { start, end });
    open = null;
  };
  const channel = new MessageChannel();
  channel.port1.onmessage = close;
  const inTable = (el) => {
    for (let n = el; n; n = n.getRootNode().host) if (n.localName === 'uno-table') return true;
    return false;
  };
  // --record: what the table was given at each of its updates (a new view or new events), kept
  // before the update is timed, for --replay to give the same to a table of another build.
  let last = null;
  const snap = (table) => {
    if (last && last.view === table.view && last.events === table.events) return;
    last = { view: table.view, events: table.events };
    const { view, events, seats, deals, deadline, isHost, watchers } = table;
    bench.snaps.push(structuredClone({ view, events, seats, deals, deadline, isHost, watchers }));
  };
  const wrap = (Table) => {
    let proto = Table.prototype;
    while (proto && !Object.prototype.hasOwnProperty.call(proto, 'performUpdate')) proto = Object.getPrototypeOf(proto);
    if (!proto || proto.performUpdate.__benched) return;
    const original = proto.performUpdate;
    const timed = function () {
      if (depth || (!open && this.localName !== 'uno-table') || !inTable(this)) return original.call(this);
      if (bench.snaps && bench.recording && this.localName === 'uno-table') snap(this);
      if (!open) {
        // posted before the clock starts: the bench's own work is not the table's
        channel.port2.postMessage(0);
        const at = performance.now();
        open = {
          start: at,
          end: at,
          spent: 0,
          parts: {},
          stages: {},
          marks: [],
          table: this.localName === 'uno-table' ? this : null,
        };
      }
      const start = performance.now();
      depth++;
      try {
        return original.call(this);
      } finally {
        depth--;
        const end = performance.now();
        if (open) {
          open.spent += end - start;
          open.parts[this.localName] = (open.parts[this.localName] ?? 0) + end - start;
          open.end = end;
        }
      }
    };
    timed.__benched = true;
    proto.performUpdate = timed;
  };
  // Inside `<uno-table>`'s own update, where its time goes: `willUpdate`, `render`, the commit of
  // the template (`update` less `render`), `updated`, and the layout read by `getBoundingClientRect`
  // anywhere in the update (the children's included).
  const stage = (proto, name) => {
    const original = proto[name];
    proto[name] = function (...args) {
      if (!open || this.localName !== 'uno-table') return original.apply(this, args);
      const start = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        const end = performance.now();
        open.stages[name] = (open.stages[name] ?? 0) + end - start;
        if (name === 'render') open.stages.update = (open.stages.update ?? 0) - (end - start);
        open.marks.push([name, start, end]);
      }
    };
  };
  const rect = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function () {
    if (!open) return rect.call(this);
    const start = performance.now();
    try {
      return rect.call(this);
    } finally {
      open.stages.rects = (open.stages.rects ?? 0) + performance.now() - start;
    }
  };
  // What an update takes out of the page at a cost (0.3 ms or more): a focused element leaving
  // makes the browser work out the page's style and layout there and then.
  const deepActive = () => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a;
  };
  const describe = (n) =>
    n.nodeType === 1
      ? `${n.localName}${typeof n.className === 'string' && n.className ? `.${n.className.split(' ').join('.')}` : ''}`
      : n.nodeName;
  for (const proto of [Element.prototype, CharacterData.prototype]) {
    const remove = proto.remove;
    proto.remove = function () {
      if (!open) return remove.call(this);
      const active = deepActive();
      const focused = !!active && this.contains(active);
      const start = performance.now();
      try {
        return remove.call(this);
      } finally {
        const ms = performance.now() - start;
        if (ms >= 0.3 && open)
          (open.removed ??= []).push(`${describe(this)}${focused ? ' (focused)' : ''} ${ms.toFixed(1)}`);
      }
    };
  }
  void customElements.whenDefined('uno-table').then(() => {
    const Table = customElements.get('uno-table');
    wrap(Table);
    for (const name of ['willUpdate', 'update', 'render', 'updated']) stage(Table.prototype, name);
  });
  // A dialog of the table opening: `showModal` and the focus that follows in the same task, where
  // the browser computes the page's style and layout for the top layer and the focus. The dialog
  // opens at the frame after the table's update asked for it (uno-dialog.ts), outside that update.
  bench.opens = [];
  let opening = null;
  const openingDone = new MessageChannel();
  openingDone.port1.onmessage = () => {
    if (opening) bench.opens.push(opening.spent);
    opening = null;
  };
  const showModal = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.showModal = function () {
    const host = this.getRootNode().host;
    if (!host || !inTable(host)) return showModal.call(this);
    const start = performance.now();
    try {
      return showModal.call(this);
    } finally {
      if (!opening) {
        opening = { spent: 0 };
        openingDone.port2.postMessage(0);
      }
      opening.spent += performance.now() - start;
    }
  };
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function (...args) {
    if (!opening) return focus.apply(this, args);
    const start = performance.now();
    try {
      return focus.apply(this, args);
    } finally {
      opening.spent += performance.now() - start;
    }
  };
  // A flight lasts while the table's flight layer holds a card or a stamp; the UNO callouts and
  // the reaction bubbles (about a second or two each) share that layer and are not flights.
  const flying = (el) => !!el.querySelector(':scope > uno-card, :scope > .stamp');
  const watched = new WeakSet();
  let current = null;
  const watch = () => {
    // looked up again only when the table changed: the bench's work per frame stays nil
    if (current?.isConnected) return;
    const layer = document.querySelector('uno-app')?.shadowRoot?.querySelector('uno-table')?.shadowRoot;
    const el = layer?.querySelector('.flights');
    if (!el || watched.has(el)) return;
    current = el;
    watched.add(el);
    let since = null;
    new MutationObserver(() => {
      const busy = flying(el);
      if (busy && since === null) since = performance.now();
      else if (!busy && since !== null) {
        bench.flights.push([since, performance.now()]);
        since = null;
      }
    }).observe(el, { childList: true });
  };
  const frame = (t) => {
    if (!bench.recording) return;
    bench.frames.push(t);
    watch();
    requestAnimationFrame(frame);
  };
  bench.record = (on) => {
    if (on === bench.recording) return;
    bench.recording = on;
    if (on) requestAnimationFrame(frame);
  };
  // Holding the bots: a bot's move is a timer of half a second or more (src/bots/timing.ts); while
  // held, such timers wait, so a bot's turn lasts as long as the bench looks at it. A held timer
  // keeps a handle of its own that clearTimeout cancels, as the page expects of any timer: a
  // cancelled move must not run at the release (a bot's stale decision would then be played).
  const realSetTimeout = window.setTimeout.bind(window);
  const realClearTimeout = window.clearTimeout.bind(window);
  let held = null;
  let nextHeld = 2 ** 30;
  /** The handles given out while held, to the real timer each became at the release. */
  const released = new Map();
  window.setTimeout = (fn, ms, ...args) => {
    if (held && typeof fn === 'function' && ms >= 500) {
      const id = nextHeld++;
      held.set(id, { ms, run: () => fn(...args) });
      return id;
    }
    return realSetTimeout(fn, ms, ...args);
  };
  window.clearTimeout = (id) => {
    if (held?.delete(id)) return;
    if (released.has(id)) {
      realClearTimeout(released.get(id));
      released.delete(id);
      return;
    }
    realClearTimeout(id);
  };
  bench.hold = (on) => {
    if (on) held ??= new Map();
    else if (held) {
      const due = held;
      held = null;
      // each timer starts at the release: the bots see the table from then on
      for (const [id, { ms, run }] of due)
        released.set(
          id,
          realSetTimeout(() => {
            released.delete(id);
            run();
          }, ms),
        );
    }
  };
}

/** The names of the animations running in the page, shadow roots included. */
export function runningAnimations() {
  const names = [];
  const visit = (root) => {
    for (const a of root.getAnimations?.() ?? [])
      if (a.playState === 'running') names.push(a.animationName || 'script');
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
  };
  visit(document);
  return [...new Set(names)];
}

/** In the page: where to click the player's own card that leaves the hand between two recorded
 * updates (the last one of a multi-play), or null. */
export function ownPlayPoint({ before, after }) {
  const seen = Math.max(-1, ...before.events.map((e) => e.seq));
  const mine = after.events.find((e) => e.seq > seen && e.type === 'play' && e.seat === after.view.seat);
  if (!mine) return null;
  const hand = document.querySelector('#replay-table')?.shadowRoot?.querySelector('uno-hand');
  const code = mine.cards[mine.cards.length - 1];
  const i = hand?.cards.indexOf(code) ?? -1;
  const button = i < 0 ? null : hand.shadowRoot.querySelectorAll('button')[i];
  if (!button) return null;
  // the left edge of a card shows in the fan (the next card lies over its right part)
  const r = button.getBoundingClientRect();
  return { x: r.left + Math.min(12, r.width / 4), y: r.top + r.height / 2 };
}

/** In the page: the recorded inputs to the replayed table; resolves once the update is drawn and
 * its flights have landed. `vsync`: wait for them frame by frame (a main frame at every vsync, as
 * the live bench's frame counter asks); else by their animations' end, as the page itself does
 * (docs/smoothness-passes.md "Nineteenth pass: what animates at each frame (eleventh session)"). */
export async function giveTable({ snap, tag, vsync, forced }) {
  window.__uiBench.tag = tag;
  const table = document.querySelector('#replay-table');
  // In play the client keeps an event, and the seats and deals while they do not change, as the
  // same object from update to update (the table's caches go by it); the recording's copies are
  // new at each update: give back the objects already given.
  const kept = (window.__uiBench.kept ??= { table: null, events: new Map(), lists: new Map() });
  if (kept.table !== table) Object.assign(kept, { table, events: new Map(), lists: new Map() });
  const same = (map, key, value) => {
    const json = JSON.stringify(value);
    const had = map.get(key);
    if (had && had.json === json) return had.value;
    map.set(key, { json, value });
    return value;
  };
  snap.events = snap.events.map((e) => same(kept.events, e.seq, e));
  for (const key of ['seats', 'deals']) if (snap[key]) snap[key] = same(kept.lists, key, snap[key]);
  Object.assign(table, snap);
  await table.updateComplete;
  // `forced`: what the update left the browser to work out (style, then layout), done here at once;
  // the frame then has none of it left. The clock is coarse (0.1 ms): read the mean.
  let spent = NaN;
  if (forced) {
    const start = performance.now();
    void document.body.offsetHeight;
    spent = performance.now() - start;
  }
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  await frame();
  // the cards and stamps only: an UNO callout or a reaction bubble in the same layer lasts a
  // second or two, and is no flight the next update waits for in play
  const layer = table.shadowRoot.querySelector('.flights');
  const flying = () => [...(layer?.querySelectorAll(':scope > uno-card, :scope > .stamp') ?? [])];
  if (vsync) {
    await frame();
    while (flying().length) await frame();
  } else {
    // a penalty's cards fly one after the other, each put in when the one before has gone
    for (let now = flying(); now.length; now = flying()) {
      await Promise.all(now.flatMap((el) => el.getAnimations().map((a) => a.finished.catch(() => {}))));
      await new Promise((r) => setTimeout(r, 0));
    }
  }
  await frame();
  return spent;
}
