import persona from '../../../persona.json';
import { SKILL_ICONS } from '../skill-icons';

/** The author page (/about and /{name}): photo, name, social link, biography, skills. */
export function AuthorProfile() {
  return (
    <article className="page narrow author">
      <img className="author-photo" src={persona.photo} alt={`Portrait of ${persona.name}`} width={160} height={160} />
      <h1>{persona.name}</h1>
      <p className="role">{persona.role}</p>
      <p>
        <a href={persona.links.social.url} target="_blank" rel="noopener noreferrer">
          {persona.name} on {persona.links.social.title}
        </a>
      </p>
      {persona.biography.map((paragraph) => (
        <p key={paragraph.slice(0, 24)} className="biography">
          {paragraph}
        </p>
      ))}
      <h2>Skills</h2>
      <ul className="skills">
        {persona.skills.map((skill) => (
          <li key={skill}>
            <img src={SKILL_ICONS[skill] ?? SKILL_ICONS.default} alt="" width={32} height={32} />
            <span>{skill}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
