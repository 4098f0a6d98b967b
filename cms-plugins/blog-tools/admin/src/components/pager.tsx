import { Button, Flex, Typography } from '@strapi/design-system';
import type { Pagination } from '../api/use-request';

/** Previous and next under a list of more than one page. */
export function Pager({ pagination, onPage }: { pagination: Pagination; onPage: (page: number) => void }) {
  if (pagination.pageCount <= 1) return null;
  return (
    <Flex gap={3} paddingTop={4} justifyContent="flex-end">
      <Button variant="tertiary" disabled={pagination.page <= 1} onClick={() => onPage(pagination.page - 1)}>
        Previous
      </Button>
      <Typography variant="pi">
        Page {pagination.page} of {pagination.pageCount}
      </Typography>
      <Button variant="tertiary" disabled={pagination.page >= pagination.pageCount} onClick={() => onPage(pagination.page + 1)}>
        Next
      </Button>
    </Flex>
  );
}
