import { Feather } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { USE_BLOG_PAGE } from './permissions';

const PLUGIN_ID = 'blog-tools';

/** The admin half of the Blog page: a menu link (hidden from whoever lacks the page's permission) and the page. */
export default {
  register(app: StrapiApp) {
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}`,
      icon: Feather,
      intlLabel: { id: `${PLUGIN_ID}.menu-link`, defaultMessage: 'Blog' },
      permissions: USE_BLOG_PAGE,
      Component: () => import('./pages/blog-page'),
    });
    app.registerPlugin({ id: PLUGIN_ID, name: 'Blog' });
  },
};
