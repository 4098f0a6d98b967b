import { PING_INPUTS } from '@blog/contract/inputs/pings';
import { readInput } from '../../../lib/validate';
import type { Policy } from '../../../lib/policy';

// Strapi runs policies before the controller: checking the input here answers a
// field's 400 before the human-check policy spends the reader's token.
export default ((policyContext) => {
  readInput(PING_INPUTS.send, policyContext);
  return true;
}) satisfies Policy;
