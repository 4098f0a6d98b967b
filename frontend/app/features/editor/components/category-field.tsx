import { CATEGORIES, type Category } from '@blog/rules/category';
import { categoryOf, type ArticleFields } from '../article-fields';

type Props = {
  id: string;
  fields: Pick<ArticleFields, 'category' | 'title'>;
  onChoose: (category: Category) => void;
};

/**
 * The Write page's Category (Health or Coding): it decides where the article shows (ADR 27).
 * Until the writer picks one, the title pre-selects it by the heading rule and the hint says
 * so; once picked, the choice stays whatever the title becomes.
 */
export function CategoryField({ id, fields, onChoose }: Props) {
  const chosen = fields.category !== null;
  return (
    <div className="field">
      <label htmlFor={id}>Category</label>
      <select
        id={id}
        value={categoryOf(fields)}
        aria-describedby={chosen ? undefined : `${id}-hint`}
        onChange={(event) => onChoose(event.target.value as Category)}
      >
        {CATEGORIES.map((category) => (
          <option key={category}>{category}</option>
        ))}
      </select>
      {!chosen && (
        <span id={`${id}-hint`} className="field-hint">
          Picked from the title until you choose.
        </span>
      )}
    </div>
  );
}
