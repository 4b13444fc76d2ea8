// Pages of their own for the sleep tests (sleep.browser.test.ts), and their lifecycle driven the
// way a phone drives a page it sends to the background: hidden (document.visibilityState and a
// visibilitychange event, which headless Chromium cannot produce by itself), then frozen through
// the DevTools protocol (Page.setWebLifecycleState: no task, timer or message handler runs), then
// unfrozen (a `resume` event) and shown again. Commands for @web/test-runner-commands'
// executeServerCommand.
const pages = new Map();
let next = 1;

/* global document */
/** Runs in the page (puppeteer's evaluate). */
const setVisibility = (state) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
};

export function lifecycleCommandsPlugin() {
  return {
    name: 'lifecycle-commands',
    async serverStop() {
      for (const p of pages.values()) await p.page.close().catch(() => undefined);
      pages.clear();
    },
    async executeCommand({ command, payload, session }) {
      if (!command.startsWith('page-')) return undefined;
      if (command === 'page-open') {
        const opener = session.browser.getPage(session.id);
        const page = await opener.browserContext().newPage();
        await page.goto(new URL(payload.url, opener.url()).href);
        const cdp = await page.createCDPSession();
        const id = next++;
        pages.set(id, { page, cdp });
        return id;
      }
      const p = pages.get(payload.id);
      if (!p) throw new Error(`no page ${payload.id}`);
      if (command === 'page-eval') return p.page.evaluate(payload.expression);
      if (command === 'page-hide') {
        await p.page.evaluate(setVisibility, 'hidden');
        // `freeze: false`: hidden only, as a phone's page is for a while before it is frozen
        if (payload.freeze !== false) await p.cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
        return true;
      }
      if (command === 'page-show') {
        await p.cdp.send('Page.setWebLifecycleState', { state: 'active' });
        await p.page.evaluate(setVisibility, 'visible');
        return true;
      }
      if (command === 'page-close') {
        pages.delete(payload.id);
        await p.page.close();
        return true;
      }
      throw new Error(`unknown command ${command}`);
    },
  };
}
