import { Link } from 'react-router';
import persona from '../persona.json';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <Link to="/blog">Blog</Link>
        <Link to="/blog/page/articles">All articles</Link>
      </nav>
      <p>© {new Date().getFullYear()} {persona.name}. All rights reserved.</p>
    </footer>
  );
}
