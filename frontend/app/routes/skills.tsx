import type { Route } from './+types/skills';
import { SKILL_ICONS } from '~/features/author/skill-icons';
import { readerPageMeta } from '~/features/site/page-meta';
import persona from '../persona.json';

const DETAILS: Record<string, string> = {
  Health: 'Reading the research on sleep, movement and attention, and writing down what holds up.',
  JavaScript: 'TypeScript and modern JavaScript on the server and in the browser.',
  HTML: 'Semantic, accessible markup that works before any script loads.',
  CSS3: 'Layouts with grid and flexbox, themes with custom properties, motion that respects the reader.',
  JSON: 'APIs with clear contracts, validated at every edge.',
  'Web developer and writer': 'Building small, fast sites and explaining how they work.',
};

export const meta: Route.MetaFunction = ({ matches }) => readerPageMeta('skills', matches);

export default function Skills() {
  return (
    <section className="page narrow">
      <h1>Skills</h1>
      <ul className="skill-list">
        {persona.skills.map((skill) => (
          <li key={skill}>
            <img src={SKILL_ICONS[skill] ?? SKILL_ICONS.default} alt="" width={32} height={32} />
            <div>
              <h2>{skill}</h2>
              <p>{DETAILS[skill]}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
