import { Link } from 'react-router';
import type { Route } from './+types/me';
import { readerPageMeta } from '~/features/site/page-meta';
import persona from '../persona.json';

export const meta: Route.MetaFunction = ({ matches }) => readerPageMeta('me', matches);

export default function Me() {
  return (
    <section className="page narrow">
      <h1>Me</h1>
      <p className="introduction">{persona.introduction}</p>
      {persona.biography.map((paragraph) => (
        <p key={paragraph.slice(0, 24)}>{paragraph}</p>
      ))}
      <ul>
        <li>
          <a href={persona.links.code.url} target="_blank" rel="noopener noreferrer">
            Code on {persona.links.code.title}
          </a>
        </li>
        <li>
          <a href={persona.links.professional.url} target="_blank" rel="noopener noreferrer">
            {persona.links.professional.title}
          </a>
        </li>
        <li>
          <Link to="/past.html" reloadDocument>
            What came before
          </Link>
        </li>
      </ul>
    </section>
  );
}
