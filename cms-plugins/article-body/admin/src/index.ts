import type { ComponentType } from 'react';
import type { StrapiApp } from '@strapi/strapi/admin';

const PLUGIN_ID = 'article-body';

/**
 * Strapi types a custom field's input as a component without props; the Content Manager
 * renders it with the field's props and form state, which the component declares.
 */
const Input = async () => ({ default: (await import('./components/html-body-input')).default as ComponentType });

/**
 * The admin half of the article body field: the Content Manager shows an article's
 * or a draft's body as HTML, and sends back base64 of the HTML (the stored format).
 */
export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Article body' });
    app.customFields.register({
      name: 'html-body',
      pluginId: PLUGIN_ID,
      type: 'text',
      intlLabel: { id: `${PLUGIN_ID}.html-body.label`, defaultMessage: 'Article body (HTML)' },
      intlDescription: {
        id: `${PLUGIN_ID}.html-body.description`,
        defaultMessage: 'The HTML of an article, stored as base64 and sanitised on every save',
      },
      components: { Input },
    });
  },
};
