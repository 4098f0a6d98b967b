import { Box, Button, EmptyStateLayout, Flex, Table, Tbody, Td, Tr, Typography } from '@strapi/design-system';
import { useBackups } from '../api/get-backups';
import { makeBackup } from '../api/make-backup';
import { formatBytes, formatTime } from '../lib/format';
import { ColumnHeads } from './column-heads';
import { LoadState } from './load-state';
import { useAction } from './use-action';

const COLUMNS = ['Folder', 'Made', 'Database', 'Size'];

/** A backup made now, as `npm run backup` makes it, and the ones made so far. */
export function BackupsTab() {
  const backups = useBackups();
  const { busy, run } = useAction();
  const rows = backups.data ?? [];

  return (
    <Box>
      <Flex justifyContent="space-between" alignItems="center" gap={4}>
        <Typography tag="p" variant="omega" textColor="neutral600">
          A backup holds the database, the uploads and the secrets file, in DATA_DIR/backups on the server: keep it private. Put one back
          with npm run restore while the blog is stopped.
        </Typography>
        <Box shrink={0}>
          <Button
            loading={busy === 'backup'}
            onClick={() => run('backup', async (client) => `Backup ${(await makeBackup(client)).name} made.`, backups.reload)}
          >
            Make a backup now
          </Button>
        </Box>
      </Flex>
      <Box paddingTop={4}>
        <LoadState loading={backups.loading} error={backups.error}>
          {rows.length === 0 ? (
            <EmptyStateLayout content="No backup has been made yet." />
          ) : (
            <Table colCount={COLUMNS.length} rowCount={rows.length + 1}>
              <ColumnHeads columns={COLUMNS} />
              <Tbody>
                {rows.map((backup) => (
                  <Tr key={backup.name}>
                    <Td>
                      <Typography fontWeight="semiBold">{backup.name}</Typography>
                    </Td>
                    <Td>
                      <Typography>{formatTime(backup.createdAt)}</Typography>
                    </Td>
                    <Td>
                      <Typography>{backup.database === 'postgres' ? 'PostgreSQL' : 'SQLite'}</Typography>
                    </Td>
                    <Td>
                      <Typography>{formatBytes(backup.bytes)}</Typography>
                    </Td>
                  </Tr>
                ))}
              </Tbody>
            </Table>
          )}
        </LoadState>
      </Box>
    </Box>
  );
}
