import { Link } from 'react-router';
import { WelcomeShortcuts } from '~/features/dashboard/components/welcome-shortcuts';
import persona from '../persona.json';

/** The Author page: a welcome card, photo, short bio, and links to a social account, the blog and a code host. */
export default function DashboardAuthor() {
  return (
    <div className="owner-welcome">
      <article className="welcome-card welcome-hero">
        <img src={persona.photo} alt={`Portrait of ${persona.name}`} width={96} height={96} className="author-photo" />
        <h1>Welcome back, {persona.name.split(' ')[0]}</h1>
        <p>{persona.biography[0]}</p>
        <ul className="welcome-links">
          <li>
            <a href={persona.links.social.url} target="_blank" rel="noopener noreferrer">
              {persona.links.social.title}
            </a>
          </li>
          <li>
            <Link to="/blog">The blog</Link>
          </li>
          <li>
            <a href={persona.links.code.url} target="_blank" rel="noopener noreferrer">
              {persona.links.code.title}
            </a>
          </li>
        </ul>
      </article>
      <WelcomeShortcuts />
    </div>
  );
}
