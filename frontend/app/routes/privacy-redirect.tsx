import { redirect } from 'react-router';
import type { Route } from './+types/privacy-redirect';
import { PRIVACY_PATH } from '~/features/site/reader-pages';

// The privacy page's three other addresses, moved permanently to its one address with their query.
// A document request is moved before it gets here (server/page-moves.ts); this is a client navigation's.
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${PRIVACY_PATH}${new URL(request.url).search}`, 301);
}
