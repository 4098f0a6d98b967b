import * as React from 'react';
import { Badge, Box, Button, EmptyStateLayout, Flex, Table, Tbody, Td, Tr, Typography } from '@strapi/design-system';
import { useNewsletters, type NewsletterSend } from '../api/get-newsletters';
import { resendNewsletter } from '../api/resend-newsletter';
import { formatTime } from '../lib/format';
import { ColumnHeads } from './column-heads';
import { LoadState } from './load-state';
import { Pager } from './pager';
import { useAction } from './use-action';

const COLUMNS = ['Article', 'Sent at', 'Recipients', 'Delivered', 'Failed', 'Failed deliveries', 'Action'];

function Failures({ send }: { send: NewsletterSend }) {
  if (send.failed === 0) return <Typography>—</Typography>;
  const more = send.failed - send.failures.length;
  return (
    <Flex direction="column" alignItems="flex-start" gap={1}>
      {send.failures.map((failure) => (
        <Typography key={failure.subscriber} variant="pi">
          {failure.email ?? `subscriber ${failure.subscriber} (left the list)`}: {failure.reason}
        </Typography>
      ))}
      {more > 0 && <Typography variant="pi" textColor="neutral600">{`and ${more} more`}</Typography>}
    </Flex>
  );
}

/** Each newsletter sent: its article, when, to how many, what failed, and a resend of the failed deliveries only. */
export function NewslettersTab() {
  const [page, setPage] = React.useState(1);
  const sends = useNewsletters(page);
  const { busy, run } = useAction();
  const rows = sends.data?.data ?? [];

  return (
    <Box>
      <Typography tag="p" variant="omega" textColor="neutral600">
        Every new article is mailed to the confirmed subscribers. A resend mails the article again to the addresses it failed for, and only
        to them; addresses that left the list since are dropped.
      </Typography>
      <Box paddingTop={4}>
        <LoadState loading={sends.loading} error={sends.error}>
          {rows.length === 0 ? (
            <EmptyStateLayout content="No newsletter has been sent yet." />
          ) : (
            <Table colCount={COLUMNS.length} rowCount={rows.length + 1}>
              <ColumnHeads columns={COLUMNS} />
              <Tbody>
                {rows.map((send) => (
                  <Tr key={send.id}>
                    <Td>
                      <Typography fontWeight="semiBold">{send.title}</Typography>
                    </Td>
                    <Td>
                      <Flex direction="column" alignItems="flex-start">
                        <Typography>{formatTime(send.startedAt ?? send.dueAt)}</Typography>
                        {(send.state === 'waiting' || send.state === 'cancelled') && <Typography variant="pi">{send.state}</Typography>}
                        {send.resentAt && <Typography variant="pi">{`resent ${formatTime(send.resentAt)}`}</Typography>}
                      </Flex>
                    </Td>
                    <Td>
                      <Typography>{send.recipients}</Typography>
                    </Td>
                    <Td>
                      <Typography>{send.sent}</Typography>
                    </Td>
                    <Td>
                      {send.busy ? (
                        <Badge>sending</Badge>
                      ) : (
                        <Badge variant={send.failed > 0 ? 'danger' : 'success'}>{String(send.failed)}</Badge>
                      )}
                    </Td>
                    <Td>
                      <Failures send={send} />
                    </Td>
                    <Td>
                      <Button
                        variant="secondary"
                        size="S"
                        disabled={send.failed === 0 || send.busy}
                        loading={busy === send.id}
                        onClick={() =>
                          run(
                            send.id,
                            async (client) => {
                              const { meta } = await resendNewsletter(client, send.id);
                              return `Resent to ${meta.resent}; ${meta.failed} still failed.`;
                            },
                            sends.reload,
                          )
                        }
                      >
                        Resend failed
                      </Button>
                    </Td>
                  </Tr>
                ))}
              </Tbody>
            </Table>
          )}
          {sends.data && <Pager pagination={sends.data.meta.pagination} onPage={setPage} />}
        </LoadState>
      </Box>
    </Box>
  );
}
