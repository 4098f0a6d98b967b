import { contactFields, contactInput } from '../../../lib/opinion-contact-input';
import { parseInput } from '../../../lib/validate';
import type { Policy } from '../../../lib/policy';

// Strapi runs policies before the controller: checking the input here answers a
// field's 400 before the human-check policy spends the reader's token.
export default ((policyContext) => {
  parseInput(contactInput, contactFields(policyContext.request));
  return true;
}) satisfies Policy;
