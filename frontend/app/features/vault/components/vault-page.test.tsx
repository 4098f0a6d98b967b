import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { act } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockApi, type ApiCall, type MockApi, type Reply } from '~/test/mock-api';
import { render } from '~/test/render';
import { nameFromCodes } from '../api/name-codes';
import { VaultEntryForm } from './vault-entry-form';
import { VaultList } from './vault-list';

// Events inside act, and waitFor polling outside it so React may update between polls.

type Stored = { _id: string; name: string; password: string | null };
type Written = { _id?: string; name: number[]; password: string };

/** A CMS in memory behind fetch: the vault's four calls, with a switch for a failing list and a hold on writes. */
let vault: Stored[];
let listFails: boolean;
let hold: Promise<void> | null;
let api: MockApi;

const sorted = () => [...vault].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
/** A write, answered once any hold is released. */
const write =
  (change: (call: ApiCall) => Reply) =>
  async (call: ApiCall): Promise<Reply> => {
    if (hold) await hold;
    return change(call);
  };

beforeEach(() => {
  vault = [
    { _id: 'm1', name: 'Mail', password: 'mail-secret-1' },
    { _id: 'g1', name: 'GitHub', password: 'gh-secret-2' },
  ];
  listFails = false;
  hold = null;
  api = mockApi({
    'GET /api/hash-pswd': () =>
      listFails
        ? { status: 502, body: {} }
        : {
            status: 200,
            body: {
              data: sorted().map((entry) => ({ ...entry, name: Array.from(entry.name, (c) => c.charCodeAt(0)) })),
              meta: { total: vault.length },
            },
          },
    'POST /api/hash-pswd': write(({ body }) => {
      const { name, password } = body as Written;
      const entry = { _id: `n${vault.length + 1}`, name: nameFromCodes(name), password };
      vault.push(entry);
      return { status: 201, body: { data: { ...entry, name } } };
    }),
    'PUT /api/hash-pswd': write(({ body }) => {
      const { _id, name, password } = body as Written;
      Object.assign(
        vault.find((one) => one._id === _id)!,
        { name: nameFromCodes(name), password },
      );
      return { status: 200, body: 'updated' };
    }),
    'DELETE /api/hash-pswd': write(({ query }) => {
      vault = vault.filter((one) => one._id !== query.get('indexArray'));
      return { status: 200, body: 'deleted' };
    }),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPage() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <VaultEntryForm siteKey="site-key" />
      <VaultList siteKey="site-key" />
    </SWRConfig>,
  );
}

/** A hold on the next write, released by the function returned. */
function holdWrites() {
  let release = () => {};
  hold = new Promise((resolve) => {
    release = () => {
      hold = null;
      resolve();
    };
  });
  return () => act(async () => release());
}

const box = () => screen.getByRole('region', { name: 'Vault entries' });
const rows = () => within(box()).queryAllByRole('listitem');
const rowOf = (name: string) => rows().find((row) => row.querySelector('.vault-name')?.textContent === name)!;
const addForm = () => screen.getByRole('form', { name: 'New entry' });
const listStatus = () => within(screen.getByRole('region', { name: 'Entries' })).getAllByRole('status')[0];
const gets = () => api.callsTo('GET /api/hash-pswd').length;
const rowActions = () => within(box()).getAllByRole('button', { name: /^(Edit|Copy password of|Delete) / });
const toggleHash = () => fireEvent.click(screen.getByRole('button', { name: 'Toggle hash' }));

/** Delete, then the row's own confirmation's Delete. */
async function confirmDelete(name: string) {
  fireEvent.click(screen.getByRole('button', { name: `Delete ${name}` }));
  const confirm = screen.getByRole('group', { name: `Delete "${name}"?` });
  await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' })));
}

describe('the Passwords page', () => {
  it('shows five placeholder rows while loading, then the entries with their count', async () => {
    const { container } = renderPage();
    expect(container.querySelectorAll('.vault-placeholder')).toHaveLength(5);
    expect(await screen.findByText('2 containers')).toBeInTheDocument();
    expect(rows().map((row) => row.querySelector('.vault-name')?.textContent)).toEqual(['GitHub', 'Mail']);
    expect(api.calls[0].url).toBe('/api/hash-pswd?id=site-key');
  });

  it('says the vault is empty, and what to do, when it holds nothing', async () => {
    vault = [];
    renderPage();
    await screen.findByText('0 containers');
    expect(within(box()).getByText('The vault is empty.')).toBeInTheDocument();
    expect(within(box()).getByText(/Add an application and its password above/)).toBeInTheDocument();
  });

  it("shows five 'Data not available' rows when the list cannot be loaded", async () => {
    listFails = true;
    renderPage();
    await waitFor(() => expect(within(box()).getAllByText('Data not available')).toHaveLength(5));
  });

  it('shows the same five rows when the list is not what the contract says (a name that is not character codes)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => logged.mockRestore());
    api.on('GET /api/hash-pswd', { status: 200, body: { data: [{ _id: 'm1', name: 'Mail', password: null }], meta: { total: 1 } } });
    renderPage();
    await waitFor(() => expect(within(box()).getAllByText('Data not available')).toHaveLength(5));
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('GET /api/hash-pswd: data.0.name'));
  });

  it('hides the passwords (not even in the page) and disables the actions until the hash is toggled off', async () => {
    const { container } = renderPage();
    await screen.findByText('2 containers');
    expect(screen.getByRole('button', { name: 'Toggle hash' })).toHaveAttribute('aria-pressed', 'true');
    expect(container.innerHTML).not.toContain('mail-secret-1');
    expect(within(rowOf('Mail')).getByText('••••••••')).toBeInTheDocument();
    for (const button of rowActions()) expect(button).toBeDisabled();

    toggleHash();
    expect(screen.getByRole('button', { name: 'Toggle hash' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(rowOf('Mail')).getByText('mail-secret-1')).toBeInTheDocument();
    for (const button of within(box()).getAllByRole('button')) expect(button).toBeEnabled();
    // With every password shown, the rows need no Show of their own.
    expect(within(box()).queryByRole('button', { name: /^Show password of/ })).toBeNull();
    toggleHash();
    expect(container.innerHTML).not.toContain('mail-secret-1');
  });

  it('filters by name case-insensitively; one character or none shows and reloads the whole list', async () => {
    renderPage();
    await screen.findByText('2 containers');
    const search = screen.getByLabelText('Search by name');
    const before = gets();
    fireEvent.change(search, { target: { value: 'mA' } });
    expect(rows().map((row) => row.querySelector('.vault-name')?.textContent)).toEqual(['Mail']);
    expect(screen.getByText('1 container')).toBeInTheDocument();
    expect(gets()).toBe(before);
    fireEvent.change(search, { target: { value: 'zz' } });
    expect(within(box()).getByText('No name matches.')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'z' } });
    await waitFor(() => expect(gets()).toBe(before + 1));
    expect(rows()).toHaveLength(2);
    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(gets()).toBe(before + 2));
    expect(rows()).toHaveLength(2);
  });

  it("adds an entry: required fields, 'wait...' once however often it is sent, then 'Alright' cleared after 3 s", async () => {
    renderPage();
    await screen.findByText('2 containers');
    const form = addForm();
    const name = within(form).getByLabelText('Application Name');
    const password = within(form).getByLabelText('Password');
    expect(name).toBeRequired();
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(within(form).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(within(form).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');

    // Spaces pass the browser's `required`, not the page.
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.submit(form);
    expect(within(form).getByRole('status')).toHaveTextContent('Application Name is required.');
    fireEvent.change(name, { target: { value: ' Bank ' } });
    fireEvent.submit(form);
    expect(within(form).getByRole('status')).toHaveTextContent('Password is required.');
    expect(api.callsTo('POST /api/hash-pswd')).toEqual([]);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(password, { target: { value: ' b@nk pass ' } });
    const release = holdWrites();
    fireEvent.submit(form);
    expect(within(form).getByRole('status')).toHaveTextContent('wait...');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.submit(form);
    await release();
    expect(within(form).getByRole('status')).toHaveTextContent('Alright');
    const posts = api.callsTo('POST /api/hash-pswd');
    expect(posts).toHaveLength(1);
    // The spec's wire form: the name as character codes, trimmed; the password as typed.
    expect(posts[0].body).toEqual({ name: [66, 97, 110, 107], password: ' b@nk pass ' });
    expect(name).toHaveValue('');
    expect(password).toHaveValue('');
    expect(await screen.findByText('3 containers')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2800));
    expect(within(form).getByRole('status')).toHaveTextContent('Alright');
    act(() => vi.advanceTimersByTime(300));
    expect(within(form).getByRole('status')).toHaveTextContent('');
  });

  it("shows the server's error text and keeps what was typed", async () => {
    renderPage();
    await screen.findByText('2 containers');
    api.on('POST /api/hash-pswd', {
      status: 400,
      body: { data: null, error: { status: 400, name: 'ValidationError', message: 'The vault is full (1000 entries).', details: {} } },
    });
    const form = addForm();
    fireEvent.change(within(form).getByLabelText('Application Name'), { target: { value: 'Bank' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'pw' } });
    await act(async () => fireEvent.submit(form));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('The vault is full (1000 entries).'));
    expect(within(form).getByLabelText('Application Name')).toHaveValue('Bank');
    expect(within(form).getByLabelText('Password')).toHaveValue('pw');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('edits an entry in place of the list: Cancel changes nothing, Send saves and goes back to the refreshed list', async () => {
    renderPage();
    await screen.findByText('2 containers');
    toggleHash();
    fireEvent.click(within(rowOf('Mail')).getByRole('button', { name: 'Edit Mail' }));
    const editForm = screen.getByRole('form', { name: 'Edit Mail' });
    expect(within(box()).queryByRole('list')).toBeNull();
    expect(within(editForm).getByLabelText('Application Name')).toHaveValue('Mail');
    expect(within(editForm).getByLabelText('Password')).toHaveValue('mail-secret-1');
    fireEvent.change(within(editForm).getByLabelText('Application Name'), { target: { value: 'Changed' } });
    fireEvent.click(within(editForm).getByRole('button', { name: 'Cancel' }));
    expect(rowOf('Mail')).toBeTruthy();
    expect(api.callsTo('PUT /api/hash-pswd')).toEqual([]);

    fireEvent.click(within(rowOf('Mail')).getByRole('button', { name: 'Edit Mail' }));
    const again = screen.getByRole('form', { name: 'Edit Mail' });
    fireEvent.change(within(again).getByLabelText('Application Name'), { target: { value: 'Mail (work)' } });
    fireEvent.change(within(again).getByLabelText('Password'), { target: { value: 'new-secret' } });
    const release = holdWrites();
    fireEvent.click(within(again).getByRole('button', { name: 'Send' }));
    expect(listStatus()).toHaveTextContent('wait...');
    await release();
    expect(listStatus()).toHaveTextContent('Alright');
    const [put] = api.callsTo('PUT /api/hash-pswd');
    expect(put.body).toEqual({ _id: 'm1', name: Array.from('Mail (work)', (c) => c.charCodeAt(0)), password: 'new-secret' });
    await waitFor(() => expect(within(rowOf('Mail (work)')).getByText('new-secret')).toBeInTheDocument());
  });

  it('stays in edit mode with the server text when the edit fails', async () => {
    renderPage();
    await screen.findByText('2 containers');
    toggleHash();
    fireEvent.click(within(rowOf('Mail')).getByRole('button', { name: 'Edit Mail' }));
    api.on('PUT /api/hash-pswd', {
      status: 404,
      body: { data: null, error: { status: 404, name: 'NotFoundError', message: 'No vault entry has this id.', details: {} } },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    await waitFor(() => expect(listStatus()).toHaveTextContent('No vault entry has this id.'));
    expect(screen.getByRole('form', { name: 'Edit Mail' })).toBeInTheDocument();
  });

  it('copies a password to the clipboard and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage();
    await screen.findByText('2 containers');
    toggleHash();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy password of GitHub' })));
    expect(writeText).toHaveBeenCalledWith('gh-secret-2');
    expect(screen.getByText('Password of GitHub copied.')).toBeInTheDocument();
  });

  it('shows one row on its own: only its password and its actions, the others stay masked', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { container } = renderPage();
    await screen.findByText('2 containers');
    fireEvent.click(screen.getByRole('button', { name: 'Show password of Mail' }));
    expect(within(rowOf('Mail')).getByText('mail-secret-1')).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('gh-secret-2');
    expect(within(rowOf('GitHub')).getByRole('button', { name: 'Edit GitHub' })).toBeDisabled();
    for (const name of ['Edit Mail', 'Copy password of Mail', 'Delete Mail']) expect(screen.getByRole('button', { name })).toBeEnabled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy password of Mail' })));
    expect(writeText).toHaveBeenCalledWith('mail-secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Mail' }));
    expect(within(screen.getByRole('form', { name: 'Edit Mail' })).getByLabelText('Password')).toHaveValue('mail-secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Hide password of Mail' }));
    expect(container.innerHTML).not.toContain('mail-secret-1');
    expect(screen.getByRole('button', { name: 'Edit Mail' })).toBeDisabled();
    // The page-wide toggle, off and on again, masks every row.
    fireEvent.click(screen.getByRole('button', { name: 'Show password of GitHub' }));
    toggleHash();
    toggleHash();
    expect(container.innerHTML).not.toContain('gh-secret-2');
  });

  it('asks \'Delete "name"?\' first, with focus on Cancel; Cancel and Escape delete nothing and give focus back', async () => {
    renderPage();
    await screen.findByText('2 containers');
    toggleHash();
    const deleteButton = screen.getByRole('button', { name: 'Delete GitHub' });
    fireEvent.click(deleteButton);
    const confirm = screen.getByRole('group', { name: 'Delete "GitHub"?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Delete "GitHub"?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete GitHub' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Delete GitHub' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Delete "GitHub"?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete GitHub' })).toHaveFocus();
    expect(api.callsTo('DELETE /api/hash-pswd')).toEqual([]);
  });

  it("deletes an entry once confirmed, on 'deleted', and alerts 'system failed' on anything else", async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderPage();
    await screen.findByText('2 containers');
    toggleHash();
    await confirmDelete('GitHub');
    await waitFor(() => expect(screen.getByText('1 container')).toBeInTheDocument());
    expect(api.callsTo('DELETE /api/hash-pswd')[0].query.get('indexArray')).toBe('g1');
    expect(alert).not.toHaveBeenCalled();

    api.on('DELETE /api/hash-pswd', { status: 500, body: {} });
    await confirmDelete('Mail');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('system failed'));
    expect(rowOf('Mail')).toBeTruthy();
  });

  it('offers Undo for a few seconds after a delete: it makes the entry again from what the page holds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage();
    await screen.findByText('2 containers');
    toggleHash();
    await confirmDelete('GitHub');
    await waitFor(() => expect(screen.getByText('1 container')).toBeInTheDocument());
    expect(screen.getByText('Deleted "GitHub".')).toBeInTheDocument();
    const undo = screen.getByRole('button', { name: 'Undo: restore GitHub' });
    expect(undo).toHaveFocus();
    await act(async () => fireEvent.click(undo));
    await waitFor(() => expect(screen.getByText('2 containers')).toBeInTheDocument());
    expect(api.callsTo('POST /api/hash-pswd')[0].body).toEqual({
      name: Array.from('GitHub', (c) => c.charCodeAt(0)),
      password: 'gh-secret-2',
    });
    expect(screen.getByText('Restored "GitHub".')).toBeInTheDocument();
    expect(box()).toHaveFocus();

    // Left alone, Undo goes after 8 s, and focus on it goes to the list.
    await confirmDelete('Mail');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo: restore Mail' })).toHaveFocus());
    await act(async () => vi.advanceTimersByTime(7900));
    expect(screen.getByRole('button', { name: 'Undo: restore Mail' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(box()).toHaveFocus();
  });

  it('offers no Undo for an entry whose password could not be decrypted', async () => {
    vault.push({ _id: 'x1', name: 'Old', password: null });
    renderPage();
    await screen.findByText('3 containers');
    toggleHash();
    await confirmDelete('Old');
    await waitFor(() => expect(screen.getByText('Deleted "Old".')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });
});
