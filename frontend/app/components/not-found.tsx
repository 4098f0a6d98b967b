import { Link } from 'react-router';

export function NotFound() {
  return (
    <section className="page narrow not-found">
      <title>WebPage not found!</title>
      <h1>WebPage not found!</h1>
      <p>The page you asked for does not exist, or it moved.</p>
      <p>
        <Link to="/">Go home</Link>
      </p>
    </section>
  );
}
