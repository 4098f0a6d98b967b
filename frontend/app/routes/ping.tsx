import type { Route } from './+types/ping';
import persona from '../persona.json';

export const meta: Route.MetaFunction = () => [
  { title: 'Ping' },
  { name: 'description', content: `Send ${persona.name} a message.` },
];

export default function Ping() {
  return (
    <section className="page narrow">
      <h1>Ping</h1>
      <p>Questions, corrections, ideas for an article: {persona.name} reads every message.</p>
    </section>
  );
}
