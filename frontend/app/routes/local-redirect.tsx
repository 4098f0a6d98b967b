import { redirect } from 'react-router';
import type { Route } from './+types/local-redirect';

// The two fixed article paths of the first site: kept working, moved permanently to /local/{slug}.
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/local${new URL(request.url).pathname}`, 301);
}
