import { Alert, Flex, Loader } from '@strapi/design-system';
import type * as React from 'react';

/** A tab's list while it loads, when it failed, or the list itself. */
export function LoadState({ loading, error, children }: { loading: boolean; error?: string; children: React.ReactNode }) {
  if (error) {
    return (
      <Alert variant="danger" title="Could not load" closeLabel="Close">
        {error}
      </Alert>
    );
  }
  if (loading) {
    return (
      <Flex justifyContent="center" padding={6}>
        <Loader small>Loading</Loader>
      </Flex>
    );
  }
  return children;
}
