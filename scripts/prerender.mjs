/**
 * Prerenders the home and invite screens into the built index.html, so a phone paints them before
 * any script runs (docs/smoothness.md "Thirteenth pass: the first paint before the script").
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
/* global document -- the functions given to page.waitForFunction and addInitScript run in the page */
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

/** In the page: the app's home, once its words are there, as HTML with declarative shadow roots. */
function serializeHome() {
  const app = document.querySelector('uno-app');
  const home = app?.shadowRoot?.querySelector('uno-home');
  const create = home?.shadowRoot?.querySelector('#create-btn');
  if (!home?.hasUpdated || !create || /app\.home/.test(create.textContent ?? '')) return null;
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
    const handle = await page.waitForFunction(serializeHome, null, { timeout: 60_000, polling: 50 });
    const html = /** @type {string} */ (await handle.jsonValue());
    return (
      html
        // lit's markers: nothing the copy needs
        .replace(/<!--\?lit\$\d+\$-->|<!---->/g, '')
        .replace(/<(\/?)uno-/g, '<$1pre-uno-')
        .replace(/^<pre-uno-app/, `<pre-uno-app data-pre="${variant}"`)
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
const choose = (
  strings,
) => `(function(){var d=document.documentElement,s,c="",m=/^#\\/join\\/([^/?#]+)/.exec(location.hash);
try{s=localStorage.getItem("uno.lang")}catch(e){}
if(s!=="fr"&&s!=="en"){var p=navigator.languages||[navigator.language||"en"];s="en";for(var i=0;i<p.length;i++)if(p[i]&&p[i].toLowerCase().indexOf("fr")===0)s="fr"}
if(m){try{c=decodeURIComponent(m[1])}catch(e){c=m[1]}}
d.lang=s;d.dataset.pre=(c.trim()?"invite-":"home-")+s;window.unoPrerender={code:c,taps:[]};
(${JSON.stringify(strings)})[s].forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href="./"+f;document.head.appendChild(l)})})()`;

/** Runs after the copies: the code and the saved name in the shown copy; taps and Enter held for
 * the app (src/prerendered.ts), never a form sent to the server. */
const FILL = `(function(){var u=window.unoPrerender,a=document.querySelector('pre-uno-app[data-pre="'+document.documentElement.dataset.pre+'"]'),
h=a&&a.shadowRoot&&a.shadowRoot.querySelector("pre-uno-home"),r=h&&h.shadowRoot;if(!u||!r)return;
var k=u.code.trim().toUpperCase().slice(0,16),w=document.createTreeWalker(r,4),n,e,v;
while(n=w.nextNode())if(n.data.indexOf("${CODE_MARK}")>=0)n.data=n.data.split("${CODE_MARK}").join(k);
e=r.getElementById("code");if(e&&u.code)e.value=u.code;
try{v=localStorage.getItem("uno.name")}catch(x){}e=r.getElementById("name");if(e&&v)e.value=v.slice(0,24);
r.addEventListener("submit",function(x){x.preventDefault();u.taps.push("#join-btn")});
r.addEventListener("click",function(x){var b=x.target.closest&&x.target.closest("button");if(b&&b.type!=="submit"&&(b.id||b.lang))u.taps.push(b.id?"#"+b.id:'button[lang="'+b.lang+'"]')})})()`;

/** Hides every copy but the chosen one. */
const STYLE = `pre-uno-app{display:none}${VARIANTS.map((v) => `html[data-pre="${v}"] pre-uno-app[data-pre="${v}"]`).join(',')}{display:block}`;

/** Writes the prerendered screens into `dist`/index.html. */
export async function prerender(dist) {
  const indexFile = join(dist, 'index.html');
  const index = readFileSync(indexFile, 'utf8');
  if (index.includes('pre-uno-app')) return;
  const server = await serve(dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
      .replace('</head>', `<style>${STYLE}</style><script>${choose(files)}</script></head>`)
      .replace(/<body>/, `<body>${copies.join('')}<script>${FILL}</script>`);
    writeFileSync(indexFile, html);
  } finally {
    await browser.close();
    server.close();
  }
}

// `node scripts/prerender.mjs [dist]`
if (import.meta.url === `file://${process.argv[1]}`) await prerender(process.argv[2] ?? 'dist');
