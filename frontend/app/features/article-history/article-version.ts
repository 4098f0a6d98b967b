import type { AnswerOf } from '@blog/contract/route';
import type { API } from '@blog/contract/routes';

/** The list answer: versions newest first, and the article's title now. */
export type VersionList = AnswerOf<typeof API.articleHistory.versions>;

/** One version in an article's list: when it was saved, its title and length. */
export type VersionSummary = VersionList['data'][number];

/** One version, with the article as it is now to compare it with. */
export type VersionComparison = AnswerOf<typeof API.articleHistory.version>['data'];

/** An article's state, a version's or the one it has now, in the product's words (ADR 34): the body as HTML. */
export type ArticleState = VersionComparison['version'];
