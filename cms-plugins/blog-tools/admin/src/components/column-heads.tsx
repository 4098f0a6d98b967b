import { Th, Thead, Tr, Typography } from '@strapi/design-system';

/** The head row of one of the page's tables. */
export function ColumnHeads({ columns }: { columns: string[] }) {
  return (
    <Thead>
      <Tr>
        {columns.map((column) => (
          <Th key={column}>
            <Typography variant="sigma">{column}</Typography>
          </Th>
        ))}
      </Tr>
    </Thead>
  );
}
