import { data } from 'react-router';

// Unknown routes and /nothing-found answer HTTP 404 with the 'WebPage not found!' page (root ErrorBoundary).
export function loader() {
  throw data(null, { status: 404 });
}

export default function NothingFound() {
  return null;
}
