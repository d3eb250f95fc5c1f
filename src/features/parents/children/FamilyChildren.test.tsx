// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db';
import { FAMILY_ON_DEVICE, readStored, writeStored, type ChildOnDevice } from '@/storage';
import { CHILD_KIND } from '@/sync';
import { forgetPass, rememberPass } from '@/widgets/parental-gate/gate-pass';
import { FamilyChildren } from './FamilyChildren';

// No server here: the device is offline.
vi.mock('@/backend/client', () => {
  throw new Error('No server in this test');
});

const PARENT = 'parent-1';
const ADA: ChildOnDevice = { id: 'c-ada', name: 'Ada', grade: 'Nursery', avatar: 'owl' };
const BEN: ChildOnDevice = { id: 'c-ben', name: 'Ben', grade: 'Kindergarten-1', avatar: 'fox' };

beforeEach(async () => {
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  forgetPass();
  rememberPass();
  await db.delete({ disableAutoOpen: false });
});

function renderFamily(children = [ADA]) {
  writeStored(FAMILY_ON_DEVICE.key(PARENT), { children, playing: null });
  render(<FamilyChildren userId={PARENT} />);
}

const listed = () =>
  within(screen.getByRole('list', { name: 'Your children' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the family’s children in Parents Corner', () => {
  it('adds a child offline: listed at once and queued for the server', async () => {
    const user = userEvent.setup();
    renderFamily();
    expect(listed()).toEqual([expect.stringContaining('Ada')]);
    expect(screen.getByText('A family can have up to 6 children. You have 1.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add a child' }));
    await user.click(screen.getByRole('button', { name: 'Add this child' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the child’s name.');
    await user.type(screen.getByRole('textbox', { name: "Child's name" }), 'Cleo');
    await user.click(screen.getByRole('button', { name: 'Add this child' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a grade.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), 'Kindergarten-2');
    await user.click(screen.getByRole('radio', { name: 'panda' }));
    await user.click(screen.getByRole('button', { name: 'Add this child' }));

    expect(await screen.findByText('Cleo is saved.')).toBeVisible();
    expect(listed()).toEqual([
      expect.stringContaining('Ada'),
      expect.stringMatching(/Cleo.*Kindergarten 2/),
    ]);
    const cleo = readStored(FAMILY_ON_DEVICE.key(PARENT)).children[1];
    expect(cleo).toMatchObject({ name: 'Cleo', grade: 'Kindergarten-2', avatar: 'panda' });
    const queued = await db.outbox.where('kind').equals(CHILD_KIND).toArray();
    expect(queued.map((row) => [row.key, row.owner])).toEqual([[cleo?.id, PARENT]]);
  });

  it('renames a child and changes its grade', async () => {
    const user = userEvent.setup();
    renderFamily([ADA, BEN]);
    await user.click(screen.getByRole('button', { name: 'Change Ben' }));
    const name = screen.getByRole('textbox', { name: "Child's name" });
    await user.clear(name);
    await user.type(name, 'Benji');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), 'Kindergarten-2');
    await user.click(screen.getByRole('button', { name: 'Save Ben' }));
    expect(await screen.findByText('Benji is saved.')).toBeVisible();
    expect(readStored(FAMILY_ON_DEVICE.key(PARENT)).children[1]).toEqual({
      ...BEN,
      name: 'Benji',
      grade: 'Kindergarten-2',
    });
  });

  it('says plainly that a family has at most 6 children', () => {
    const six = Array.from({ length: 6 }, (_, index) => ({ ...ADA, id: `c-${index}` }));
    renderFamily(six);
    expect(screen.getByText('You have 6 children, the most a family can have.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a child' })).toBeNull();
  });

  it('confirms a removal, says the results go too, and keeps the child while offline', async () => {
    const user = userEvent.setup();
    renderFamily([ADA, BEN]);
    expect(screen.queryByRole('button', { name: 'Remove Ada' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove Ben' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Ben?' });
    expect(dialog).toHaveTextContent(
      'Ben and all of Ben’s results are removed from your account and from this device.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove Ben and their results' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Removing a child needs a connection. Please try again when you are online.',
    );
    expect(readStored(FAMILY_ON_DEVICE.key(PARENT)).children).toHaveLength(2);
  });

  it('offers no removal of a family’s only child', () => {
    renderFamily([ADA]);
    expect(screen.queryByRole('button', { name: 'Remove Ada' })).toBeNull();
  });
});
