/**
 * Prerenders the home and invite screens into the built index.html, so a phone paints them before
 * any script runs (docs/smoothness-passes.md "Thirteenth pass: the first paint before the script").
 *
 * The built app itself renders them, in headless Chromium, in French and in English; each screen's
 * shadow roots are written out as declarative shadow DOM, their adopted style sheets as `<style>`.
 * The tags are renamed (`uno-app` → `pre-uno-app`) so the app's own elements, once defined, do not
 * upgrade and redraw the copies: src/main.ts replaces them with the live app when its strings are
 * there, and src/prerendered.ts carries over what the player typed or tapped meanwhile.
 *
 * A tiny inline script in <head> picks the copy the app would show (the same language choice as
 * src/ui/i18n/i18n.ts, the same route as src/ui/app/routes.ts); another after the copies writes
 * the table's code and the saved name into the invite, and holds the taps until the app is there.
 */
/* global document, window, location -- the functions given to the page run there */
import { createServer } from 'node:http';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { firstLoadReport } from './first-load.mjs';

/** Stands for the table's code in the prerendered invite (uppercase: the home shows it so). */
export const CODE_MARK = 'ZQ9CODE9QZ';
export const VARIANTS = ['home-fr', 'home-en', 'invite-fr', 'invite-en'];

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** dist/ on a loopback port, files only. */
function serve(dir) {
  const dist = resolve(dir);
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(dist, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dist) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** In the page: the app's home, drawn with its words. */
function homeDrawn() {
  const home = document.querySelector('uno-app')?.shadowRoot?.querySelector('uno-home');
  const create = home?.shadowRoot?.querySelector('#create-btn');
  return !!home?.hasUpdated && !!create && !/app\.home/.test(create.textContent ?? '');
}

/**
 * In the page: what the home says when Create or Join is tapped (busy, or the name missing), from
 * the home itself, as attributes for the copy's buttons to answer with before the app is there.
 * The home is put back as it was.
 */
async function answerWords() {
  const home = document.querySelector('uno-app').shadowRoot.querySelector('uno-home');
  const text = (id) => home.shadowRoot.getElementById(id).textContent.trim();
  home.busy = 'create';
  await home.updateComplete;
  const creating = text('create-btn');
  home.busy = 'join';
  await home.updateComplete;
  const joining = text('join-btn');
  home.busy = null;
  await home.updateComplete;
  home.shadowRoot.getElementById('create-btn').click(); // no name: the home points at the field
  await home.updateComplete;
  const nameMissing = text('name-error');
  // its private state, from outside: the copy must show the home untouched
  home.nameMissing = false;
  home.lastTry = null;
  await home.updateComplete;
  home.shadowRoot.activeElement?.blur();
  const attr = (v) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return ` data-creating="${attr(creating)}" data-joining="${attr(joining)}" data-name-missing="${attr(nameMissing)}"`;
}

/** In the page: the app's home as HTML with declarative shadow roots. */
function serializeHome() {
  const app = document.querySelector('uno-app');
  // the closed dialogs show nothing: their elements stay, empty, until the app takes over
  const skip = new Set(['UNO-SETTINGS', 'UNO-SOLO-SETUP']);
  const roots = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (!el.shadowRoot || skip.has(el.tagName)) continue;
      const css = el.shadowRoot.adoptedStyleSheets
        .flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText))
        .join('');
      const style = document.createElement('style');
      style.textContent = css;
      el.shadowRoot.prepend(style);
      roots.push(el.shadowRoot);
      walk(el.shadowRoot);
    }
  };
  walk(document.body);
  return app.outerHTML.replace('</uno-app>', '') + app.getHTML({ shadowRoots: roots }) + '</uno-app>';
}

/** The prerendered copy of one variant, e.g. 'invite-fr'. */
async function renderVariant(browser, base, variant) {
  const [screen, lang] = variant.split('-');
  const context = await browser.newContext({ locale: lang, viewport: { width: 360, height: 740 } });
  try {
    const page = await context.newPage();
    await page.addInitScript((l) => localStorage.setItem('uno.lang', l), lang);
    await page.goto(`${base}index.html${screen === 'invite' ? `#/join/${CODE_MARK}` : '#/'}`);
    await page.waitForFunction(homeDrawn, null, { timeout: 60_000, polling: 50 });
    const words = await page.evaluate(answerWords);
    const html = /** @type {string} */ (await page.evaluate(serializeHome));
    return (
      html
        // lit's markers: nothing the copy needs
        .replace(/<!--\?lit\$\d+\$-->|<!---->/g, '')
        .replace(/<(\/?)uno-/g, '<$1pre-uno-')
        .replace(/^<pre-uno-app/, () => `<pre-uno-app data-pre="${variant}"${words}`)
    );
  } finally {
    await context.close();
  }
}

/**
 * Runs in <head> before anything paints: which copy the app would show, and in which language; and
 * the strings of that language fetched at once beside the app's script, not a round trip after it
 * (`strings`: the files of each language the first page imports, from scripts/first-load.mjs).
 */
function choose(strings) {
  const root = document.documentElement;
  let lang = null;
  try {
    lang = localStorage.getItem('uno.lang');
  } catch {
    /* storage refused: the browser's languages decide, as in the app */
  }
  if (lang !== 'fr' && lang !== 'en') {
    const prefs = navigator.languages ?? [navigator.language ?? 'en'];
    lang = prefs.some((l) => l?.toLowerCase().startsWith('fr')) ? 'fr' : 'en';
  }
  const join = /^#\/join\/([^/?#]+)/.exec(location.hash);
  let code = '';
  if (join) {
    try {
      code = decodeURIComponent(join[1]);
    } catch {
      code = join[1];
    }
  }
  root.lang = lang;
  root.dataset.pre = `${code.trim() ? 'invite' : 'home'}-${lang}`;
  window.unoPrerender = { code, taps: [] };
  for (const file of strings[lang]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `./${file}`;
    document.head.append(link);
  }
}

/**
 * Runs after the copies, on the shown one: the link's code and the saved name in their places, and
 * the buttons answer at once as the app would (an empty name is pointed at; Create and Join say
 * they are at work and wait), each tap held for the app to take over (src/prerendered.ts). Enter
 * never sends the form to the server. `mark` stands for the code in the copy's words.
 */
function fill(mark) {
  const held = window.unoPrerender;
  const copy = document.querySelector(`pre-uno-app[data-pre="${document.documentElement.dataset.pre}"]`);
  const root = copy?.shadowRoot?.querySelector('pre-uno-home')?.shadowRoot;
  if (!held || !root) return;
  const byId = (id) => root.getElementById(id);
  const shown = held.code.trim().toUpperCase().slice(0, 16);
  const walker = document.createTreeWalker(root, 4 /* text */);
  for (let n = walker.nextNode(); n; n = walker.nextNode())
    if (n.data.includes(mark)) n.data = n.data.split(mark).join(shown);
  if (held.code) byId('code').value = held.code;
  try {
    byId('name').value = (localStorage.getItem('uno.name') ?? '').slice(0, 24);
  } catch {
    /* no saved name */
  }
  const words = copy.dataset;
  // the checks of uno-home's create() and join(), in their order
  const answer = (id) => {
    const name = byId('name');
    const code = byId('code');
    if (id === 'join-btn' && !code.value.trim()) return code.focus();
    if (!name.value.trim()) {
      byId('name-error').textContent = words.nameMissing;
      name.setAttribute('aria-invalid', 'true');
      return name.focus();
    }
    byId(id).textContent = id === 'join-btn' ? words.joining : words.creating;
    for (const b of ['create-btn', 'join-btn', 'solo-btn']) byId(b).disabled = true;
  };
  root.addEventListener('input', (e) => {
    if (e.target.id !== 'name') return;
    byId('name-error').textContent = '';
    e.target.setAttribute('aria-invalid', 'false');
  });
  root.addEventListener('submit', (e) => {
    e.preventDefault();
    held.taps.push('#join-btn');
    answer('join-btn');
  });
  root.addEventListener('click', (e) => {
    const b = e.target.closest?.('button');
    if (!b || b.type === 'submit' || !(b.id || b.lang)) return;
    held.taps.push(b.id ? `#${b.id}` : `button[lang="${b.lang}"]`);
    if (b.id === 'create-btn') answer(b.id);
  });
  held.answersAt = performance.now();
}

/** Hides every copy but the chosen one. */
const STYLE = `pre-uno-app{display:none}${VARIANTS.map((v) => `html[data-pre="${v}"] pre-uno-app[data-pre="${v}"]`).join(',')}{display:block}`;

/** Writes the prerendered screens into `dist`/index.html. */
export async function prerender(dist) {
  const indexFile = join(dist, 'index.html');
  const index = readFileSync(indexFile, 'utf8');
  if (index.includes('pre-uno-app')) return;
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  // a machine without Chromium still builds a whole app: only the early paint is lost
  if (!existsSync(executablePath)) {
    console.warn(
      `prerender: no Chromium at ${executablePath} (set CHROMIUM_PATH): the home and invite paint once their script runs, not before`,
    );
    return;
  }
  const server = await serve(dist);
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}/`;
    const { strings } = firstLoadReport(dist);
    const files = { fr: strings.fr.files, en: strings.en.files };
    const copies = [];
    for (const v of VARIANTS) copies.push(await renderVariant(browser, base, v));
    const html = index
      .replace('</head>', () => `<style>${STYLE}</style><script>(${choose})(${JSON.stringify(files)})</script></head>`)
      .replace(/<body>/, () => `<body>${copies.join('')}<script>(${fill})(${JSON.stringify(CODE_MARK)})</script>`);
    writeFileSync(indexFile, html);
  } finally {
    await browser.close();
    server.close();
  }
}

// `node scripts/prerender.mjs [dist]`
if (import.meta.url === `file://${process.argv[1]}`) await prerender(process.argv[2] ?? 'dist');
