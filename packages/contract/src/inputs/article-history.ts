import { z } from 'zod';
import { input } from '../input';
import { ARTICLE_HISTORY_ROUTES } from '../routes/article-history';
import { pagingFields, referenceField, referenceQuery } from './fields';

/** `?reference={article id}&page=&pageSize=`: 20 versions a page unless asked, at most 100. */
const versionsQuery = z
  .object({ reference: referenceField('article'), ...pagingFields(20) })
  .transform(({ reference, page, pageSize }) => ({ articleId: reference, page, pageSize }));

const versionQuery = referenceQuery('article version', 'versionId');

export const ARTICLE_HISTORY_INPUTS = {
  versions: input(ARTICLE_HISTORY_ROUTES.versions, { query: versionsQuery }),
  version: input(ARTICLE_HISTORY_ROUTES.version, { query: versionQuery }),
  restore: input(ARTICLE_HISTORY_ROUTES.restore, { query: versionQuery }),
};
