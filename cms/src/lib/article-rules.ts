import { isEmptyBody } from '@blog/rules/article-checks';
import { HTTP_ADDRESS, MAX_LINKS } from '@blog/contract/inputs/article-fields';
import { titleProblem } from './article-data';
import { cmsConfig } from './config';

/**
 * The editor's rules (docs/spec/admin-side.md section 5, in its order) as every writer of the
 * Document Service meets them, Strapi's admin above all: the first field a write breaks, with
 * a reason in words. The spec's routes check the same rules first, with the spec's messages.
 * A rule judges a field the write sets or changes; what is stored already is not judged again,
 * so fixing one field of an older article does not ask to fix all the others.
 */
export type ArticleKind = 'article' | 'draft';
export type FieldProblem = { field: string; message: string };

export type RuleInput = {
  /** The document as it will be stored: what is stored now with the write's fields over it. */
  merged: Record<string, unknown>;
  /** Whether the write sets or changes this field (every field of a new document). */
  changed: (field: string) => boolean;
  /** The body's HTML as it will be stored (sanitised), or null when it cannot be read (a legacy body without its key). */
  bodyHtml: string | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The routes' title rule, its reason without the field name the routes put before it. */
function headingProblem(merged: Record<string, unknown>): FieldProblem | null {
  const problem = titleProblem(text(merged.headingSave));
  return problem ? { field: 'headingSave', message: problem.replace(/^headingSave: /, '') } : null;
}

/** Research links: a list of http(s) addresses, or nothing. */
export function linksProblem(value: unknown): FieldProblem | null {
  if (value === null || value === undefined) return null;
  const fine = Array.isArray(value) && value.every((link) => typeof link === 'string' && link.length <= 2048 && HTTP_ADDRESS.test(link));
  if (!fine) return { field: 'researchLinksSave', message: 'must be a list of http(s) addresses, e.g. ["https://example.com/paper"]' };
  if (value.length > MAX_LINKS) return { field: 'researchLinksSave', message: `must have at most ${MAX_LINKS} links` };
  return null;
}

function articleProblem({ merged, changed, bodyHtml }: RuleInput): FieldProblem | null {
  if (changed('headingSave')) {
    const problem = headingProblem(merged);
    if (problem) return problem;
  }
  // The picture line is one thing in the editor: an address, then its source.
  if (changed('imageCdn') || changed('imageSource')) {
    if (!HTTP_ADDRESS.test(text(merged.imageCdn))) return { field: 'imageCdn', message: 'must be an http(s) address (the picture)' };
    if (text(merged.imageSource) === '') return { field: 'imageSource', message: "is required (the picture's source)" };
  }
  if (changed('articleSave') && bodyHtml !== null && isEmptyBody(bodyHtml)) {
    return { field: 'articleSave', message: 'has no text (write the article)' };
  }
  const author = cmsConfig().site.authorName;
  if (changed('authorSave') && text(merged.authorSave) !== author) {
    return { field: 'authorSave', message: `must be ${author}, the site's author (AUTHOR_NAME)` };
  }
  return changed('researchLinksSave') ? linksProblem(merged.researchLinksSave) : null;
}

/** A draft needs only its title (the Draft page's rule); its links are links all the same. */
function draftProblem({ merged, changed }: RuleInput): FieldProblem | null {
  if (changed('headingSave')) {
    const problem = headingProblem(merged);
    if (problem) return problem;
  }
  return changed('researchLinksSave') ? linksProblem(merged.researchLinksSave) : null;
}

export const firstWriteProblem = (kind: ArticleKind, input: RuleInput) =>
  kind === 'article' ? articleProblem(input) : draftProblem(input);
