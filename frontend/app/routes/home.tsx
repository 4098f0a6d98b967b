import { Link } from 'react-router';
import type { Route } from './+types/home';
import { readerPageMeta } from '~/features/site/page-meta';
import persona from '../persona.json';

export const meta: Route.MetaFunction = ({ matches }) => readerPageMeta('home', matches);

const LINKS: { to: string; label: string; external?: boolean }[] = [
  { to: '/privacy-policy', label: 'Terms' },
  { to: persona.links.professional.url, label: persona.links.professional.title, external: true },
  { to: '/about', label: 'About' },
  { to: '/blog/page/health', label: 'Health' },
  { to: '/blog/page/coding', label: 'Coding' },
  { to: '/ping', label: 'Ping' },
  { to: '/blog', label: 'Blog' },
  { to: persona.links.social.url, label: persona.links.social.title, external: true },
];

export default function Home() {
  return (
    <section className="page home">
      <p className="brand">{persona.brand}</p>
      <h1>{persona.name}</h1>
      <p className="role">{persona.role}</p>
      <p>
        <Link to="/blog" className="button">
          Blog
        </Link>
      </p>
      <ul className="home-links">
        {LINKS.map((link) => (
          <li key={link.label}>
            {link.external ? (
              <a href={link.to} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            ) : (
              <Link to={link.to}>{link.label}</Link>
            )}
          </li>
        ))}
      </ul>
      <p className="introduction">{persona.introduction}</p>
    </section>
  );
}
