// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';

function Page({ closable = true }: { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="/elsewhere">Behind</a>
      {open ? (
        <Modal
          title="Your details"
          description="One-year subscription."
          onClose={() => setOpen(false)}
          closable={closable}
        >
          <label>
            Name <input />
          </label>
          <button type="button">Continue</button>
        </Modal>
      ) : null}
    </>
  );
}

describe('Modal', () => {
  it('is a labelled, described modal dialog that takes focus', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Your details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('One-year subscription.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside and makes the page behind inert', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(container).toHaveAttribute('inert');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  });

  it('closes with Escape and gives focus back to what opened it', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);
    const open = screen.getByRole('button', { name: 'Open' });
    await user.click(open);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    expect(container).not.toHaveAttribute('inert');
  });

  it('stays open while it may not be closed', async () => {
    const user = userEvent.setup();
    render(<Page closable={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });
});
