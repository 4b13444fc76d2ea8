// What a page shows for a moment too short to poll from Node (issue 30 point 4): a watcher in the
// page notes each UNO / Contre-UNO callout and each penalty's "+n" stamp as it appears, and how many
// cards were in the air at once during a penalty (one by one: never more than one).

/* global document */ // the functions given to page.evaluate run in the page

/** Starts the page's watcher; `moments(page)` reads what it saw. */
export function watchMoments(page) {
  return page.evaluate(() => {
    const seen = { callouts: [], penalties: [], maxAir: 0, now: null, backwards: [] };
    let lastMax = -1;
    globalThis.__look = seen;
    const table = () => document.querySelector('uno-app')?.shadowRoot?.querySelector('uno-table');
    clearInterval(globalThis.__lookTimer);
    globalThis.__lookTimer = setInterval(() => {
      // the events the table is given: a list whose newest is older than the last one given
      // makes the table read old events again as new
      const events = table()?.events ?? [];
      const max = events.reduce((m, e) => Math.max(m, e.seq ?? -1), -1);
      if (max >= 0 && max < lastMax) seen.backwards.push({ from: lastMax, to: max, n: events.length, t: Date.now() });
      if (max >= 0) lastMax = max;
      const layer = table()?.shadowRoot?.querySelector('.flights');
      if (!layer) return;
      const callout = layer.querySelector('.callout');
      const stamp = [...layer.querySelectorAll('.stamp')].find((s) => s.textContent.startsWith('+'));
      const key = callout
        ? `${callout.dataset.kind}:${callout.textContent}`
        : stamp
          ? `penalty:${stamp.textContent}`
          : null;
      if (stamp) seen.maxAir = Math.max(seen.maxAir, layer.querySelectorAll('uno-card').length);
      if (key && key !== seen.now) {
        if (callout) seen.callouts.push(key);
        else seen.penalties.push(key);
      }
      seen.now = key;
    }, 30);
  });
}

export function moments(page) {
  return page.evaluate(() => globalThis.__look ?? null).catch(() => null);
}
