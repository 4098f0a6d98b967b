import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test as base } from './test';
import { cmsFromOwnAddress } from './cms-direct';
import { humanCheckToken } from './human-check';

/**
 * Stored and reflected XSS: the payloads, and a trap that records any that
 * runs, any dialog, any Content-Security-Policy violation (markup that reached
 * the page and was stopped only by the policy) and any dangerous markup left
 * in the DOM (event handler attributes, script links, unsandboxed frames).
 */

/** One token per run: every payload id carries it, and the clean-up takes only rows that do. */
export const RUN = `x${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** What a payload calls when it runs: `window.__xss(id)`, where the id says which payload, in which field. */
export const payloadId = (payload: string, field: string) => `${RUN}.${payload}.${field}`;

type Payload = {
  name: string;
  make: (id: string) => string;
  /** A URL rather than markup: in a body it is put in `<a href>`. */
  link?: boolean;
};

export const PAYLOADS: Payload[] = [
  { name: 'script', make: (id) => `<script>window.__xss('${id}')</script>` },
  { name: 'img', make: (id) => `<img src=x onerror="window.__xss('${id}')">` },
  { name: 'svg', make: (id) => `"><svg onload="window.__xss('${id}')">` },
  { name: 'srcdoc', make: (id) => `'"><iframe srcdoc="<script>parent.__xss('${id}')</script>">` },
  { name: 'js', link: true, make: (id) => `javascript:window.__xss('${id}')` },
  { name: 'title', make: (id) => `</title><script>window.__xss('${id}')</script>` },
  { name: 'close', make: (id) => `</script><script>window.__xss('${id}')</script>` },
  { name: 'tpl', make: (id) => `{{constructor.constructor('window.__xss("${id}")')()}}` },
  // Mutation XSS: markup a sanitiser reads one way and the browser another. (The longest
  // payloads call __xss without `window.`, to fit fields of 100 characters.)
  { name: 'mglyph', make: (id) => `<math><mtext><table><mglyph><style><img src=x onerror="__xss('${id}')">` },
  { name: 'noscript', make: (id) => `<noscript><p title="</noscript><img src=x onerror=window.__xss('${id}')>">` },
  { name: 'tab', make: (id) => `<a href="jav&#x09;ascript:window.__xss('${id}')">tab</a>` },
  { name: 'toggle', make: (id) => `<details open ontoggle="window.__xss('${id}')">` },
  { name: 'data', link: true, make: (id) => `data:text/html,<script>parent.__xss('${id}')</script>` },
  // Escaped code in a highlighted block: the highlighter decodes it and must escape it again.
  { name: 'code', make: (id) => `<pre><code class="language-js">&lt;img src onerror=__xss('${id}')&gt;</code></pre>` },
  // The markup the editor keeps as written (ADR 0035): a figure and its caption, a rule, a
  // link's title and target, a picture's title: handlers on them and markup in their attributes.
  {
    name: 'figure',
    make: (id) => `<figure><img src=x onerror=__xss('${id}')><figcaption><b onclick=__xss('${id}')>c</b></figcaption></figure>`,
  },
  { name: 'rule', make: (id) => `<hr onclick="__xss('${id}')"><pre><code class="language-js x" onclick="__xss('${id}')">c</code></pre>` },
  { name: 'linkattr', make: (id) => `<a href="https://e.com/" target="_self" title="&quot;><img src=x onerror=__xss('${id}')>">t</a>` },
  { name: 'imgattr', make: (id) => `<img src="https://e.com/a.png" title="'><img src=x onerror=__xss('${id}')>" loading="lazy">` },
  // Tables and footnotes (ADR 0041): handlers, a style and a span on the table elements, a footnote's
  // link and an id that tries to leave its attribute, a note's markup inside the reader's additions.
  // (One payload: the feed lists 20 articles, and every payload is an article. Too long for a title.)
  {
    name: 'blocks',
    make: (id) =>
      `<table onclick="__xss('${id}')" style=x><thead><tr><th colspan=2 onmouseover="__xss('${id}')">h</th></tr></thead>` +
      `<tbody><tr><td tabindex=0 autofocus onfocus="__xss('${id}')">c</td></tr></tbody></table>` +
      `<p><sup class="footnote-ref" id="fnref-1&quot; onclick=&quot;__xss('${id}')"><a href="javascript:__xss('${id}')">1</a></sup></p>` +
      `<ol class="footnotes"><li class="footnote" id="fn-1" onclick="__xss('${id}')">n<img src=x onerror="__xss('${id}')"></li></ol>`,
  },
  // For the feeds: a CDATA end and an XHTML script in XML.
  { name: 'cdata', make: (id) => `]]><x:script xmlns:x="http://www.w3.org/1999/xhtml">__xss('${id}')</x:script>` },
];

/** The payload as this field's value, or null when the field cannot hold it (the API's length limit). */
export function fit(payload: Payload, field: string, max: number, wrap = (text: string) => text): string | null {
  const value = wrap(payload.make(payloadId(payload.name, field)));
  return value.length <= max ? value : null;
}

/**
 * Payloads for fields that must be http(s) addresses with no space (picture
 * address, research links): a quote that would end the attribute, then markup.
 */
export const addressPayloads = (base: string, field: string) => [
  `${base}?"><svg/onload=window.__xss('${payloadId('url-quote', field)}')>`,
  `${base}#'"><img/src/onerror=window.__xss('${payloadId('url-apos', field)}')>`,
];

/** An article body carrying the payload: as markup, or as the address of a link when it is one. */
export const bodyWith = (payload: Payload, field: string) => {
  const text = payload.make(payloadId(payload.name, field));
  return `<p>Words of ${RUN} before the payload.</p>${payload.link ? `<p><a href="${text}">a link</a></p>` : text}<p>And after it.</p>`;
};

/**
 * A reader's call to the public API, from an address of its own (the readers' forms are limited
 * per address: this spares the limits other specs use). With `humanCheck`, a solved
 * human check's token is added to the body. The attempts are sent in turn, with the same
 * token, until one is not refused with a 400 (a refused field does not spend the token):
 * the answers of those sent.
 */
export async function sendAsReader(path: string, attempts: Record<string, unknown>[], { humanCheck = false } = {}) {
  const api = await cmsFromOwnAddress();
  try {
    let token: Record<string, string> = {};
    if (humanCheck) {
      token = { humanCheck: await humanCheckToken(api) };
    }
    const answers: { status: number; text: string }[] = [];
    for (const body of attempts) {
      const answer = await api.post(path, { data: { ...body, ...token } });
      answers.push({ status: answer.status(), text: await answer.text() });
      if (answer.status() !== 400) break;
    }
    return answers;
  } finally {
    await api.dispose();
  }
}

declare global {
  interface Window {
    __xss?: (id: unknown) => void;
    __xssReport?: (kind: string, detail: string) => void;
  }
}

/**
 * The trap of a browser context: `window.__xss` records a run, and every page
 * reports dialogs, policy violations and console errors that name a payload.
 * Findings are kept here, in the test, so a page that navigates away loses none.
 */
async function trapContext(context: BrowserContext) {
  const findings: string[] = [];
  await context.exposeBinding('__xssReport', ({ frame }, kind: string, detail: string) => {
    findings.push(`${kind}: ${detail} (at ${frame.url()})`);
  });
  await context.addInitScript(() => {
    const report = (kind: string, detail: string) => window.__xssReport?.(kind, detail);
    window.__xss = (id) => report('payload ran', String(id));
    document.addEventListener(
      'securitypolicyviolation',
      (event) => report('CSP violation', `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}: ${event.sample}`),
      true,
    );
  });
  const watch = (page: Page) => {
    page.on('dialog', (dialog) => {
      findings.push(`dialog: ${dialog.type()} "${dialog.message()}" (at ${page.url()})`);
      void dialog.dismiss().catch(() => {});
    });
    page.on('console', (message) => {
      const text = message.text();
      // Frames the init script cannot reach (a sandboxed one) still log what their policy refused.
      if (text.includes(RUN) || text.includes('__xss') || /Content Security Policy|Refused to (execute|load|run)/.test(text)) {
        findings.push(`console ${message.type()}: ${text.slice(0, 300)} (at ${page.url()})`);
      }
    });
    page.on('pageerror', (error) => {
      if (error.message.includes(RUN) || error.message.includes('__xss')) findings.push(`page error: ${error.message} (at ${page.url()})`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return {
    findings,
    /** Every frame of the page: markup that could run script must not be in the DOM, fired or not. */
    async scan(page: Page, label = page.url()) {
      for (const frame of page.frames()) {
        const found = await frame.evaluate(dangerousMarkup).catch((error: Error) => [`could not scan: ${error.message}`]);
        findings.push(...found.map((item) => `markup: ${item} (${label}${frame === page.mainFrame() ? '' : `, frame ${frame.url()}`})`));
      }
    },
  };
}

export type Trap = Awaited<ReturnType<typeof trapContext>>;

/**
 * `setTrap(context)` sets the trap on a context. Its findings are checked after the test, so they
 * are reported even when the test stopped early (a payload that broke a page stops it).
 */
export const test = base.extend<{ setTrap: (context: BrowserContext) => Promise<Trap> }>({
  setTrap: async ({}, use) => {
    const traps: Trap[] = [];
    await use(async (context) => {
      const trap = await trapContext(context);
      traps.push(trap);
      return trap;
    });
    expect(traps.flatMap((trap) => trap.findings)).toEqual([]);
  },
});

/** Run in the page: elements and attributes that run script, or would on a click or a toggle. */
function dangerousMarkup(): string[] {
  const found: string[] = [];
  const name = (element: Element) =>
    `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}>`;
  const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background'];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const attr = attribute.name.toLowerCase();
      // Browsers ignore control characters and spaces in a scheme: so does this check.
      const url = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (attr.startsWith('on')) found.push(`${name(element)} has ${attr}="${attribute.value.slice(0, 80)}"`);
      else if (URL_ATTRIBUTES.includes(attr) && /^(javascript:|vbscript:|data:text\/html|data:application\/xhtml)/.test(url)) {
        found.push(`${name(element)} has ${attr}="${attribute.value.slice(0, 80)}"`);
      }
    }
    const tag = element.tagName.toLowerCase();
    if (tag === 'iframe' && !element.hasAttribute('sandbox')) found.push(`${name(element)} without a sandbox`);
    if (['object', 'embed', 'base'].includes(tag)) found.push(`${name(element)}`);
    if (tag === 'meta' && element.getAttribute('http-equiv')?.toLowerCase() === 'refresh') found.push(`${name(element)} refresh`);
    // A payload's own script (whatever let it in: it never needs to run to be found here).
    if (tag === 'script' && /^\s*(window\.|parent\.)?__xss\(/.test(element.textContent ?? ''))
      found.push(`${name(element)} ${element.outerHTML.slice(0, 80)}`);
  }
  return found;
}

/**
 * An XML document as the browser parses it: whether it is well-formed, and the
 * local names of its elements (a payload that became markup shows up there).
 */
export async function parseXml(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? null;
    const names = [
      ...new Set(Array.from(doc.getElementsByTagName('*')).map((element) => `${element.namespaceURI ?? ''} ${element.localName}`)),
    ];
    const items = Array.from(doc.getElementsByTagName('item')).map((item) => ({
      title: item.getElementsByTagName('title')[0]?.textContent ?? '',
      link: item.getElementsByTagName('link')[0]?.textContent ?? '',
    }));
    const locs = Array.from(doc.getElementsByTagName('loc')).map((loc) => loc.textContent ?? '');
    return { error, names, items, locs };
  }, xml);
}
