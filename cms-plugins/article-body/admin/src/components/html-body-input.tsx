import * as React from 'react';
import { Box, Field, Flex, Textarea, Typography } from '@strapi/design-system';
import { bodyFromBase64, bodyToBase64, isLegacyBody } from '../body-codec';

/** What the Content Manager hands a custom field's input (the field's props and its form state). */
type HtmlBodyInputProps = {
  name: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  labelAction?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  value?: string | null;
  onChange: (name: string, value: string | null) => void;
};

const LEGACY =
  "This body is still in the first client's encrypted form and the server's LEGACY_ARTICLE_KEY does not open it, so it cannot be shown. Saving keeps it as it is.";
const UNREADABLE = 'The stored body is not base64 of HTML, so it cannot be shown. What you write here replaces it.';

/** The stored body as the owner reads it, and whether it may be edited. */
function readable(stored: string): { html: string; locked: boolean; note?: string } {
  if (stored === '') return { html: '', locked: false };
  // The server decrypts a legacy body before the form sees it; one still encrypted has no key to open it.
  if (isLegacyBody(stored)) return { html: '', locked: true, note: LEGACY };
  const html = bodyFromBase64(stored);
  return html === null ? { html: '', locked: false, note: UNREADABLE } : { html, locked: false };
}

/**
 * The body of an article or draft as HTML: the owner reads and writes HTML, the form holds
 * base64 of it (the stored format), and the server sanitises it on save. The preview renders
 * it in a sandboxed frame, where no script of the typed HTML can run.
 */
export default function HtmlBodyInput({ name, label, hint, labelAction, required, disabled, error, value, onChange }: HtmlBodyInputProps) {
  const body = React.useMemo(() => readable(value ?? ''), [value]);
  const write = (event: React.ChangeEvent<HTMLTextAreaElement>) => {
    const html = event.target.value;
    // Empty is null, as Strapi's own inputs send it, so a required body is reported missing.
    onChange(name, html === '' ? null : bodyToBase64(html));
  };
  return (
    <Field.Root name={name} id={name} error={error} hint={hint} required={required}>
      <Flex direction="column" alignItems="stretch" gap={1}>
        <Field.Label action={labelAction}>{label}</Field.Label>
        {body.note ? (
          <Typography variant="pi" textColor="danger600">
            {body.note}
          </Typography>
        ) : null}
        <Textarea
          value={body.html}
          onChange={write}
          disabled={disabled || body.locked}
          spellCheck={false}
          style={{ fontFamily: 'monospace', minHeight: '20rem' }}
        />
        <Field.Hint />
        <Field.Error />
        {body.html === '' ? null : (
          <Box paddingTop={2}>
            <Typography variant="sigma" textColor="neutral600">
              Preview
            </Typography>
            <Box marginTop={1} hasRadius borderColor="neutral200" background="neutral0">
              <iframe
                title={`Preview of ${name}`}
                sandbox=""
                srcDoc={body.html}
                style={{ width: '100%', height: '20rem', border: 0, display: 'block' }}
              />
            </Box>
          </Box>
        )}
      </Flex>
    </Field.Root>
  );
}
