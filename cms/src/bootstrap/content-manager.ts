import type { Core, UID } from '@strapi/strapi';
import { cmsConfig } from '../lib/config';

/**
 * How Strapi's Content Manager shows the content the owner may fix there (docs/decisions/0023).
 * Stored in Strapi's own store, so it is set again at every start: a derived or counted field
 * stays read-only even if someone changed the view in the admin. The server derives those
 * fields on every write all the same (lib/article-input.ts); this only keeps the form honest.
 * Collections readers make and the owner never edits (opinions, pings, ...) are read-only
 * here; bookkeeping nobody edits is hidden from the menu in its schema (pluginOptions).
 */
type Field = { name: string; size: number };
type View = {
  /** Label and hint of a field in the form and the list. */
  fields?: Record<string, { label: string; hint?: string }>;
  /** Fields the form shows but does not let the owner change; 'all' for a read-only collection. */
  readOnly: string[] | 'all';
  /** The edit form's rows (Strapi's 12-column grid); fields left out are not shown. */
  edit?: Field[][];
  /** The list view's columns. */
  list: string[];
  /** The list view's order. */
  sort: { by: string; order: 'ASC' | 'DESC' };
  /** The field that names an entry (the form's heading, relation pickers). */
  mainField?: string;
};

type Metadata = { edit: Record<string, unknown>; list: Record<string, unknown> };
type Configuration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: Field[][] };
};

const row = (...fields: [string, number][]) => fields.map(([name, size]) => ({ name, size }));

const ARTICLE_FIELDS = () => ({
  headingSave: { label: 'Title' },
  category: { label: 'Category', hint: 'Decides where the article shows (its section).' },
  imageCdn: { label: 'Picture address', hint: 'An http(s) address.' },
  imageSource: { label: 'Picture source', hint: 'Who made the picture; shown under it.' },
  articleSave: { label: 'Body', hint: 'HTML. Sanitised on save: scripts, event handlers and unknown tags are removed.' },
  authorSave: { label: 'Author', hint: `Must be ${cmsConfig().site.authorName}.` },
  dateSave: { label: 'Date', hint: "As readers see it; today's date when left empty on a new one." },
  researchLinksSave: { label: 'Research links', hint: 'A JSON list of http(s) addresses, e.g. ["https://example.com/paper"].' },
  href: { label: 'Path', hint: 'Follows the title on save.' },
  section: { label: 'Section', hint: 'Follows the category on save.' },
  totalWords: { label: 'Words', hint: 'Counted on save.' },
});

const ARTICLE_ROWS = [
  row(['headingSave', 6], ['category', 6]),
  row(['imageCdn', 6], ['imageSource', 6]),
  row(['articleSave', 12]),
  row(['authorSave', 6], ['dateSave', 6]),
  row(['researchLinksSave', 12]),
];

const readOnlyNewestFirst = (list: string[]): View => ({ readOnly: 'all', list, sort: { by: 'createdAt', order: 'DESC' } });

const VIEWS: () => Partial<Record<UID.ContentType, View>> = () => ({
  'api::article.article': {
    fields: ARTICLE_FIELDS(),
    // imageSave (the picture pair again) is derived and left out of the form.
    readOnly: ['href', 'section', 'totalWords'],
    edit: [...ARTICLE_ROWS, row(['href', 6], ['section', 6]), row(['totalWords', 4])],
    list: ['headingSave', 'section', 'dateSave', 'authorSave'],
    sort: { by: 'createdAt', order: 'DESC' },
    mainField: 'headingSave',
  },
  'api::draft.draft': {
    fields: ARTICLE_FIELDS(),
    readOnly: ['href', 'totalWords'],
    edit: [...ARTICLE_ROWS, row(['href', 6], ['totalWords', 4])],
    list: ['headingSave', 'category', 'dateSave', 'updatedAt'],
    sort: { by: 'updatedAt', order: 'DESC' },
    mainField: 'headingSave',
  },
  'api::opinion.opinion': readOnlyNewestFirst(['reader', 'country', 'reference', 'createdAt']),
  'api::ping.ping': readOnlyNewestFirst(['name', 'email', 'country', 'createdAt']),
  // The unsubscribe code and the confirmation hash are secrets: no form shows them (issue 30).
  'api::subscriber.subscriber': { ...readOnlyNewestFirst(['email', 'createdAt']), edit: [row(['email', 6])] },
  'api::visitor.visitor': readOnlyNewestFirst(['address', 'reason', 'createdAt']),
  // Deleting a row lifts its lockout (README, Operations); its counts are the server's.
  'api::sign-in-failure.sign-in-failure': readOnlyNewestFirst(['key', 'count', 'lockedUntil', 'updatedAt']),
});

/** The stored configuration with the view applied; everything else (Strapi's defaults, the owner's widths) is kept. */
function withView(configuration: Configuration, view: View): Configuration {
  const metadatas = { ...configuration.metadatas };
  for (const [name, metadata] of Object.entries(metadatas)) {
    const field = view.fields?.[name];
    const readOnly = view.readOnly === 'all' || view.readOnly.includes(name);
    metadatas[name] = {
      edit: { ...metadata.edit, ...(field && { label: field.label, description: field.hint ?? '' }), ...(readOnly && { editable: false }) },
      list: { ...metadata.list, ...(field && { label: field.label }) },
    };
  }
  return {
    settings: {
      ...configuration.settings,
      ...(view.mainField && { mainField: view.mainField }),
      defaultSortBy: view.sort.by,
      defaultSortOrder: view.sort.order,
    },
    metadatas,
    layouts: { list: view.list, edit: view.edit ?? configuration.layouts.edit },
  };
}

export async function configureContentManager(strapi: Core.Strapi) {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  for (const [uid, view] of Object.entries(VIEWS()) as [UID.ContentType, View][]) {
    const configuration = (await contentTypes.findConfiguration({ uid })) as Configuration;
    await contentTypes.updateConfiguration({ uid }, withView(configuration, view));
  }
}
