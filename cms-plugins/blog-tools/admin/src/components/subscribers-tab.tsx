import * as React from 'react';
import { Badge, Box, Button, Dialog, EmptyStateLayout, Flex, Table, Tbody, Td, Tr, Typography } from '@strapi/design-system';
import { ConfirmDialog } from '@strapi/strapi/admin';
import { exportSubscribers } from '../api/export-subscribers';
import { useSubscribers } from '../api/get-subscribers';
import { removeSubscriber } from '../api/remove-subscriber';
import { formatTime } from '../lib/format';
import { ColumnHeads } from './column-heads';
import { LoadState } from './load-state';
import { Pager } from './pager';
import { useAction } from './use-action';

const COLUMNS = ['E-mail', 'Status', 'Subscribed', 'Action'];

/** The e-mail list: how many, confirmed and pending, each address with a remove, and the whole list as CSV. */
export function SubscribersTab() {
  const [page, setPage] = React.useState(1);
  const subscribers = useSubscribers(page);
  const { busy, run } = useAction();
  const rows = subscribers.data?.data ?? [];
  const meta = subscribers.data?.meta;

  return (
    <Box>
      <Flex justifyContent="space-between" alignItems="center">
        <Typography tag="p" variant="omega">
          {meta
            ? `${meta.pagination.total} ${meta.pagination.total === 1 ? 'subscriber' : 'subscribers'}: ${meta.confirmed} confirmed, ${meta.pending} pending (not yet confirmed by the link mailed to them).`
            : ' '}
        </Typography>
        <Button
          variant="secondary"
          loading={busy === 'export'}
          onClick={() =>
            run('export', async (client) => {
              await exportSubscribers(client);
              return 'The list was saved as a CSV file.';
            })
          }
        >
          Export CSV
        </Button>
      </Flex>
      <Box paddingTop={4}>
        <LoadState loading={subscribers.loading} error={subscribers.error}>
          {rows.length === 0 ? (
            <EmptyStateLayout content="Nobody has subscribed yet." />
          ) : (
            <Table colCount={COLUMNS.length} rowCount={rows.length + 1}>
              <ColumnHeads columns={COLUMNS} />
              <Tbody>
                {rows.map((row) => (
                  <Tr key={row.id}>
                    <Td>
                      <Typography fontWeight="semiBold">{row.email}</Typography>
                    </Td>
                    <Td>
                      <Badge variant={row.confirmed ? 'success' : 'warning'}>{row.confirmed ? 'confirmed' : 'pending'}</Badge>
                    </Td>
                    <Td>
                      <Typography>{formatTime(row.subscribedAt)}</Typography>
                    </Td>
                    <Td>
                      <Dialog.Root>
                        <Dialog.Trigger>
                          <Button variant="danger-light" size="S" loading={busy === row.id}>
                            Remove
                          </Button>
                        </Dialog.Trigger>
                        <ConfirmDialog
                          onConfirm={() =>
                            run(
                              row.id,
                              async (client) => {
                                await removeSubscriber(client, row.id);
                                return `${row.email} was removed from the list.`;
                              },
                              subscribers.reload,
                            )
                          }
                        >
                          {`Remove ${row.email} from the list? No newsletter will be sent to this address again.`}
                        </ConfirmDialog>
                      </Dialog.Root>
                    </Td>
                  </Tr>
                ))}
              </Tbody>
            </Table>
          )}
          {meta && <Pager pagination={meta.pagination} onPage={setPage} />}
        </LoadState>
      </Box>
    </Box>
  );
}
