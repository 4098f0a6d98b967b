/** How many rows an owner list shows while it loads (docs/spec/admin-side.md section 9). */
export const PLACEHOLDER_ROWS = 3;

/** Rows with '-' in every cell, shown until the list arrives (the spec's placeholder rows). */
export function PlaceholderRows({ columns }: { columns: number }) {
  return Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => (
    <tr key={row} className="placeholder-row">
      {Array.from({ length: columns }, (_, cell) => (
        <td key={cell}>-</td>
      ))}
    </tr>
  ));
}
