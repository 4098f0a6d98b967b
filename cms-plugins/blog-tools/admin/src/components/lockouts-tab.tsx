import * as React from 'react';
import { Badge, Box, Button, EmptyStateLayout, Table, Tbody, Td, Tr, Typography } from '@strapi/design-system';
import { useLockouts } from '../api/get-lockouts';
import { liftLockout } from '../api/lift-lockout';
import { formatTime, formatWait } from '../lib/format';
import { ColumnHeads } from './column-heads';
import { LoadState } from './load-state';
import { Pager } from './pager';
import { useAction } from './use-action';

const COLUMNS = ['Key', 'Kind', 'Failures', 'Wait now', 'Next wait', 'Last failure', 'Action'];

/** Every key with failed sign-ins (a client address, a device, the owner's account...): its count, its wait, and a lift. */
export function LockoutsTab() {
  const [page, setPage] = React.useState(1);
  const lockouts = useLockouts(page);
  const { busy, run } = useAction();
  const rows = lockouts.data?.data ?? [];

  return (
    <Box>
      <Typography tag="p" variant="omega" textColor="neutral600">
        The first four failed sign-ins of a key cost nothing; each one after locks it for 10 minutes, doubling up to 7 days. Lifting a key
        forgets its failures, as a right sign-in does.
      </Typography>
      <Box paddingTop={4}>
        <LoadState loading={lockouts.loading} error={lockouts.error}>
          {rows.length === 0 ? (
            <EmptyStateLayout content="No failed sign-ins are on record." />
          ) : (
            <Table colCount={COLUMNS.length} rowCount={rows.length + 1}>
              <ColumnHeads columns={COLUMNS} />
              <Tbody>
                {rows.map((row) => (
                  <Tr key={row.key}>
                    <Td>
                      <Typography fontWeight="semiBold">{row.key}</Typography>
                    </Td>
                    <Td>
                      <Typography>{row.kind}</Typography>
                    </Td>
                    <Td>
                      <Typography>{row.count}</Typography>
                    </Td>
                    <Td>
                      {row.waitSeconds > 0 ? <Badge variant="danger">{formatWait(row.waitSeconds)}</Badge> : <Typography>—</Typography>}
                    </Td>
                    <Td>
                      <Typography>{formatWait(row.nextWaitSeconds)}</Typography>
                    </Td>
                    <Td>
                      <Typography>{formatTime(row.lastFailureAt)}</Typography>
                    </Td>
                    <Td>
                      <Button
                        variant="secondary"
                        size="S"
                        loading={busy === row.key}
                        onClick={() =>
                          run(
                            row.key,
                            async (client) => {
                              await liftLockout(client, row.key);
                              return `Lifted: ${row.key} may sign in again.`;
                            },
                            lockouts.reload,
                          )
                        }
                      >
                        Lift
                      </Button>
                    </Td>
                  </Tr>
                ))}
              </Tbody>
            </Table>
          )}
          {lockouts.data && <Pager pagination={lockouts.data.meta.pagination} onPage={setPage} />}
        </LoadState>
      </Box>
    </Box>
  );
}
