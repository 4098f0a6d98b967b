import type { TestCms } from '../harness';
import { fingerprint, nameOf, requestTo, type RouteRow } from '../route-table';
import { EXTRA_FIELDS, type Case, type Category, type Valid, type Wire } from './cases';
import { POLLUTED } from './nasty';
import type { Kit, RouteInput } from './route-inputs';

export type Caller = 'anonymous' | 'stranger' | 'owner';
export type Target = { route: RouteRow; input: RouteInput; caller: Caller };

/** A case as the pass runs it: fixed, or one fast-check generated. */
type Attempt = Pick<Case, 'category' | 'label' | 'mutate' | 'expect' | 'storedAs'>;

/**
 * The lockout's counts: test state, emptied before each case of a route that
 * counts failures, so a wrong password in one case does not lock the owner's
 * account (429) for the next. Per-address limits need no such help: every
 * request comes from its own address (harness.ts).
 */
const LOCKOUT = 'sign_in_failures';
/** pg_sleep(5) that ran would hold the answer this long at least. */
const SLEPT_MS = 4000;

/**
 * Sends bad input to routes and judges each answer: never a 5xx; a refusal
 * (4xx) changes no table; a 2xx stored injected text literally and copied no
 * unknown field into a row; Object.prototype is as it was. It never throws
 * for the product's faults: it collects them, so one run reports them all.
 */
export class BadInputPass {
  readonly tried = new Map<Category, number>();
  /** How often each status was answered: shows the input reached the handlers (400s, 2xx), not only a limit (429). */
  readonly answered = new Map<number, number>();
  readonly failures: string[] = [];
  private readonly prototypeKeys = prototypeKeys();
  /**
   * The fingerprint after the last refusal: the next case's "before" while
   * nothing can have written since (a valid body mints only what its route
   * spends, the lockout is a spent table too, and the fingerprint leaves those out).
   */
  private lastPrint: { spends: string; print: string } | null = null;

  constructor(
    private readonly cms: TestCms,
    private readonly kit: Kit,
    private readonly sessions: Record<Caller, string | null>,
  ) {}

  async validOf({ input }: Target): Promise<Valid> {
    return {
      params: input.params?.(this.kit) ?? {},
      query: input.query?.(this.kit) ?? {},
      body: input.body ? await input.body(this.kit) : undefined,
    };
  }

  /** Runs one case and records what is wrong with its answer; true when nothing is. */
  async run(target: Target, attempt: Attempt): Promise<boolean> {
    this.tried.set(attempt.category, (this.tried.get(attempt.category) ?? 0) + 1);
    let problems: string[];
    try {
      problems = await this.problemsOf(target, attempt);
    } catch (error) {
      problems = [`the pass itself failed: ${(error as Error).stack ?? error}`];
    }
    if (problems.length) {
      this.failures.push(
        `${nameOf(target.route)} as ${target.caller} [${attempt.category}] ${attempt.label.slice(0, 300)}: ${problems.join('; ')}`,
      );
    }
    return problems.length === 0;
  }

  private async problemsOf(target: Target, attempt: Attempt): Promise<string[]> {
    const spends = target.input.spends ?? [];
    const last = this.lastPrint;
    this.lastPrint = null;
    if (spends.includes(LOCKOUT)) await this.cms.strapi.db.connection(LOCKOUT).del();
    const wire = attempt.mutate(await this.validOf(target));
    const before = last?.spends === String(spends) ? last.print : await fingerprint(this.cms, spends);
    const started = Date.now();
    const response = await this.send(target, wire);
    const elapsed = Date.now() - started;

    const problems: string[] = [];
    const { status } = response;
    this.answered.set(status, (this.answered.get(status) ?? 0) + 1);
    if (status >= 500) problems.push(`answered ${status} ${JSON.stringify(response.body?.error?.message ?? response.text).slice(0, 200)}`);
    else if (attempt.expect && status !== attempt.expect) problems.push(`answered ${status}, not ${attempt.expect}`);
    if (status >= 400) {
      const after = await fingerprint(this.cms, spends);
      if (after !== before) problems.push(`refused (${status}) but changed ${changedTables(before, after)}`);
      this.lastPrint = { spends: String(spends), print: after };
    } else {
      problems.push(...(await this.storedProblems(target, attempt)));
    }
    if (elapsed >= SLEPT_MS) problems.push(`took ${elapsed} ms: did the database sleep?`);
    if (({} as Record<string, unknown>)[POLLUTED] !== undefined || prototypeKeys() !== this.prototypeKeys) {
      problems.push(`polluted Object.prototype: ${prototypeKeys()}`);
      delete (Object.prototype as Record<string, unknown>)[POLLUTED];
    }
    return problems;
  }

  /** A 2xx stores injected text as sent, and no unknown field. */
  private async storedProblems({ input }: Target, attempt: Attempt): Promise<string[]> {
    if (!input.stores) return [];
    const rows = this.cms.strapi.db.query(input.stores.uid);
    const problems: string[] = [];
    const { storedAs } = attempt;
    const attribute = storedAs && input.stores.fields[storedAs[0]];
    if (storedAs && attribute && (await rows.count({ where: { [attribute]: storedAs[1] } })) === 0) {
      problems.push(`accepted, but no ${input.stores.uid} has ${attribute} = ${JSON.stringify(storedAs[1])}`);
    }
    if (attempt.category === 'extra fields') {
      const attributes = this.cms.strapi.contentType(input.stores.uid).attributes;
      for (const [key, value] of Object.entries(EXTRA_FIELDS)) {
        if (key in attributes && typeof value !== 'object' && (await rows.count({ where: { [key]: value } })) > 0) {
          problems.push(`stored the unknown field ${key} = ${JSON.stringify(value)}`);
        }
      }
    }
    return problems;
  }

  private send({ route, caller }: Target, wire: Wire) {
    let path = route.path.replace('{product}', this.cms.env.PRODUCT_SLUG);
    for (const [key, value] of Object.entries(wire.params)) path = path.replace(`:${key}`, value);
    path = path.replace(/:[A-Za-z]+/g, 'x');
    const query = wire.query.map(([key, value]) => `${key}=${value}`).join('&');
    const request = requestTo(this.cms.api(), route, `/api${path}${query ? `?${query}` : ''}`).timeout(20_000);
    const jwt = this.sessions[caller];
    if (jwt) request.set('Cookie', `session=${jwt}`);
    if (wire.body && 'json' in wire.body) request.set('Content-Type', 'application/json').send(JSON.stringify(wire.body.json));
    // As they are: superagent would serialise a Buffer as JSON ({"type":"Buffer",...}).
    if (wire.body && 'raw' in wire.body) request.set('Content-Type', wire.body.type).serialize(asSent).send(wire.body.raw);
    return request;
  }
}

/** Superagent's node client writes whatever `serialize` returns, a Buffer too, though its type says a string. */
const asSent = ((raw: Buffer) => raw) as unknown as (raw: Buffer) => string;

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',');

function changedTables(before: string, after: string): string {
  const old = new Set(before.split('|'));
  return after
    .split('|')
    .filter((part) => !old.has(part))
    .map((part) => part.split(':')[0])
    .join(', ');
}
