import { Link } from 'react-router';
import persona from '../persona.json';

export function SiteHeader() {
  return (
    <header className="site-header">
      <Link to="/" className="site-title">{persona.brand}</Link>
      <nav aria-label="Main">
        <Link to="/blog">Blog</Link>
        <Link to="/blog/page/articles">All articles</Link>
      </nav>
    </header>
  );
}
