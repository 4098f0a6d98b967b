import { noteReads, readsOf } from '../app/lib/page-reads.server';
import type { Render } from './page-cache';

type Quote = { id: string; author: string; en: string };

/** How a page with a quote per load is made from one render: the stand-in it is rendered with, each load's quote, and the filling. */
export type QuoteFilling = {
  standIn: Quote;
  quoteOf(pick: number): Promise<Quote | null>;
  fill(text: string, kind: 'document' | 'data', quote: Quote): string | null;
};

type Template = { mark: string; tags: string[]; status: number; headers: [string, string][]; text: string; kind: 'document' | 'data' };

/** Versions whose templates are kept (a render that a write overtook may still be answering). */
const KEPT_TEMPLATES = 16;

/**
 * A page with a quote per load (the landing), rendered once per content version and page
 * variant with the stand-in quote, each load's quote written into a copy (issue 21: one render
 * per quote after every write). A template that is not a 200 page, a quote the CMS does not
 * give (or a CMS that does not answer), or a page where the stand-in is not found: rendered with
 * the quote as before.
 */
export function quotePages(render: Render, filling: QuoteFilling) {
  const templates = new Map<string, Promise<Template | null>>();

  async function template(request: Request, markOf: () => string): Promise<Template | null> {
    const mark = markOf();
    // As any render: one that noted nothing depends on every write.
    const { result, tags } = await readsOf(() => render(request, { cspNonce: mark, quoteStandIn: filling.standIn }));
    if (result.status !== 200 || result.headers.has('set-cookie')) return null;
    const type = result.headers.get('content-type') ?? '';
    const kind = type.startsWith('text/html') ? 'document' : type.startsWith('text/x-script') ? 'data' : null;
    if (!kind) return null;
    return { mark, tags, status: result.status, headers: [...result.headers], text: await result.text(), kind };
  }

  /**
   * The page for `pick`, for a request whose page and variant, without the quote, are `key` under
   * the content version `version`; `mark` is the CSP mark this render is kept with.
   */
  return async function quotePage(
    request: () => Request,
    { version, key, pick, mark, markOf }: { version: string; key: string; pick: number; mark: string; markOf: () => string },
  ): Promise<Response> {
    const place = `${version} ${key}`;
    let made = templates.get(place);
    if (!made) {
      made = template(request(), markOf);
      templates.set(place, made);
      if (templates.size > KEPT_TEMPLATES) templates.delete(templates.keys().next().value!);
      // A failed render is not kept: the next load tries again.
      made.catch(() => templates.delete(place));
    }
    // A CMS that cannot say the quote (down, slow) gets the render as before, which answers for it (the 503 page).
    const [kept, quote] = await Promise.all([made.catch(() => null), filling.quoteOf(pick).catch(() => null)]);
    const text =
      kept && quote
        ? filling.fill(
            kept.text.replaceAll(kept.mark, () => mark),
            kept.kind,
            quote,
          )
        : null;
    if (!kept || text === null) return render(request(), { cspNonce: mark, quotePick: pick });
    noteReads(kept.tags);
    return new Response(text, { status: kept.status, headers: kept.headers });
  };
}
