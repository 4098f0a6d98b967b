import * as React from 'react';
import { Box, Button, Field, Flex, Link, Switch, Typography } from '@strapi/design-system';
import { useReaderPages } from '../api/get-reader-pages';
import { useSwitches } from '../api/get-switches';
import { refreshReaderPages } from '../api/refresh-reader-pages';
import { setSwitches } from '../api/set-switches';
import { formatTime } from '../lib/format';
import { LoadState } from './load-state';
import { useAction } from './use-action';

/**
 * A switch of the site, set at once through the same service as the site's Cursor page.
 * The switch takes the field's id itself (the design system's Switch does not), so its label names it.
 */
function SiteSwitch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = React.useId();
  return (
    <Field.Root id={id} hint={hint}>
      <Field.Label>{label}</Field.Label>
      <Switch
        id={id}
        aria-describedby={`${id}-hint`}
        checked={checked}
        onCheckedChange={onChange}
        onLabel="on"
        offLabel="off"
        visibleLabels
      />
      <Field.Hint />
    </Field.Root>
  );
}

/** The site switches (offline, monitor; the development badge is per browser) and the reader pages' refresh. */
export function SiteTab() {
  const switches = useSwitches();
  const version = useReaderPages();
  const { busy, run } = useAction();

  const flip = (change: { offline?: boolean; monitor?: boolean }, message: string) =>
    run(
      'switch',
      async (client) => {
        await setSwitches(client, change);
        return message;
      },
      switches.reload,
    );

  return (
    <Flex direction="column" alignItems="stretch" gap={6}>
      <LoadState loading={switches.loading && !switches.data} error={switches.error}>
        {switches.data && (
          <Flex direction="column" alignItems="stretch" gap={4}>
            <SiteSwitch
              label="Blog offline"
              hint={
                switches.data.block === 'partial'
                  ? 'Partly restricted now; turning it off opens the blog to everyone.'
                  : 'Readers see the blocked screen instead of the blog (the Cursor page calls it Access).'
              }
              checked={switches.data.offline}
              onChange={(on) => flip({ offline: on }, on ? 'The blog is offline.' : 'The blog is open again.')}
            />
            <SiteSwitch
              label="Monitor"
              hint="The Cursor page's Anti Virus switch."
              checked={switches.data.monitor}
              onChange={(on) => flip({ monitor: on }, on ? 'The monitor is on.' : 'The monitor is off.')}
            />
            <Typography variant="omega" textColor="neutral600">
              The Development Phase badge is each browser&apos;s own cookie, so it is flipped in that browser, on the site&apos;s{' '}
              <Link href={switches.data.cursorPage} isExternal>
                Cursor page
              </Link>
              .
            </Typography>
          </Flex>
        )}
      </LoadState>
      <Box>
        <Typography variant="delta" tag="h2">
          Reader pages
        </Typography>
        <Typography tag="p" variant="omega" textColor="neutral600">
          The web servers keep rendered pages until the content changes. Refreshing makes every one of them render its pages afresh.
          {version.data ? ` Last changed ${formatTime(version.data.changedAt)}.` : ''}
        </Typography>
        <Box paddingTop={3}>
          <Button
            loading={busy === 'refresh'}
            onClick={() =>
              run(
                'refresh',
                async (client) => {
                  await refreshReaderPages(client);
                  return 'Reader pages will be rendered afresh.';
                },
                version.reload,
              )
            }
          >
            Refresh reader pages
          </Button>
        </Box>
      </Box>
      {busy === 'switch' && <Typography variant="pi">Saving…</Typography>}
    </Flex>
  );
}
