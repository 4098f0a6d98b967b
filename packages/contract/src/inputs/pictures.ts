import { z } from 'zod';
import { input } from '../input';
import { PICTURE_ROUTES } from '../routes/pictures';
import { pagingFields } from './fields';

/** The upload's multipart body is read as it streams in, by the CMS (its picture-upload-body), not here. */
export const PICTURE_INPUTS = {
  /** `?page=&pageSize=`: 24 pictures a page unless asked (a grid of 4, 6 rows), at most 100. */
  list: input(PICTURE_ROUTES.list, { query: z.object(pagingFields(24)) }),
};
