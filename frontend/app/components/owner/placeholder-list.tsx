import { PLACEHOLDER_ROWS } from './placeholder-rows';

/** Three grey rows while an owner list loads (docs/spec/admin-side.md section 9). */
export function PlaceholderList() {
  return (
    <ul className="owner-list" aria-hidden="true">
      {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
        <li key={i} className="owner-row placeholder-row">
          <div className="placeholder-line" />
          <div className="placeholder-line short" />
        </li>
      ))}
    </ul>
  );
}
