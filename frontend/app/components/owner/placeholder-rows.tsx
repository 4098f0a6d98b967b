/** How many rows an owner list shows while it loads (docs/spec/admin-side.md section 9). */
export const PLACEHOLDER_ROWS = 3;

/** Rows with '-' in every cell, shown until the list arrives (the spec's placeholder rows); the last cell is the action's. */
export function PlaceholderRows({ headings }: { headings: string[] }) {
  const cells = [...headings, ''];
  return Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => (
    <tr key={row} className="placeholder-row">
      {cells.map((heading, cell) => (
        <td key={cell} data-label={heading || undefined} className={heading ? undefined : 'owner-action'}>
          -
        </td>
      ))}
    </tr>
  ));
}
