import { Box, Tabs } from '@strapi/design-system';
import { Layouts, Page } from '@strapi/strapi/admin';
import { BackupsTab } from '../components/backups-tab';
import { LockoutsTab } from '../components/lockouts-tab';
import { NewslettersTab } from '../components/newsletters-tab';
import { SiteTab } from '../components/site-tab';
import { SubscribersTab } from '../components/subscribers-tab';
import { USE_BLOG_PAGE } from '../permissions';

const TABS = [
  { id: 'lockouts', label: 'Sign-in lockouts', Tab: LockoutsTab },
  { id: 'subscribers', label: 'Subscribers', Tab: SubscribersTab },
  { id: 'newsletters', label: 'Newsletters', Tab: NewslettersTab },
  { id: 'site', label: 'Site', Tab: SiteTab },
  { id: 'backups', label: 'Backups', Tab: BackupsTab },
];

/** The Blog page: the owner's tools, one tab each. The server refuses anyone but a super admin all the same. */
export default function BlogPage() {
  return (
    <Page.Protect permissions={USE_BLOG_PAGE}>
      <Page.Main>
        <Page.Title>Blog</Page.Title>
        <Layouts.Header title="Blog" subtitle="Sign-in lockouts, subscribers, newsletters, the site switches and backups." />
        <Layouts.Content>
          <Tabs.Root defaultValue={TABS[0].id}>
            <Tabs.List aria-label="Blog tools">
              {TABS.map(({ id, label }) => (
                <Tabs.Trigger key={id} value={id}>
                  {label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {TABS.map(({ id, Tab }) => (
              <Tabs.Content key={id} value={id}>
                <Box padding={6} background="neutral0" shadow="filterShadow">
                  <Tab />
                </Box>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Layouts.Content>
      </Page.Main>
    </Page.Protect>
  );
}
