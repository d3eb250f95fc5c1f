// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '@/backend/auth-state';
import type { ContactMessage, ContactOutcome } from '@/backend/contact';
import type { ProfileResult } from '@/backend/profile';
import { db } from '@/db';
import { deliveryEngine } from '@/sync';
import ContactPage from './ContactPage';

const fake = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    auth: {
      state: { status: 'signedOut', user: null, session: null, recovering: false } as unknown,
      set(next: unknown) {
        this.state = next;
        for (const listener of listeners) listener();
      },
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    send: vi.fn<(message: ContactMessage) => Promise<ContactOutcome>>(),
    fetchProfile: vi.fn<(userId: string) => Promise<ProfileResult>>(),
  };
});

vi.mock('@/backend/auth-state', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useAuth: () =>
      useSyncExternalStore(
        (listener) => fake.auth.subscribe(listener),
        () => fake.auth.state as AuthState,
      ),
  };
});
vi.mock('@/backend/contact', () => ({ sendContactMessage: fake.send }));
vi.mock('@/backend/profile', () => ({ fetchProfile: fake.fetchProfile }));

const SUCCESS = 'Your message has been sent successfully! We will get back to you soon.';
const OFFLINE =
  "You're offline. Your message is saved on this device and will be sent when you're back online.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const written = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  subject: 'Worksheets for K1',
  message: 'Can I print the K1 worksheets in colour?',
};

function failure(status: number | null, extra: Partial<ContactOutcome> = {}): ContactOutcome {
  return {
    ok: false,
    status,
    message: 'Something failed',
    field: null,
    retryAfterSeconds: null,
    ...extra,
  } as ContactOutcome;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

function signIn(metadata: Record<string, unknown> = { display_name: 'Asha Parent' }) {
  fake.auth.set({
    status: 'signedIn',
    user: { id: 'u1', email: 'asha@example.com', user_metadata: metadata },
    session: {},
    recovering: false,
  });
}

function renderPage() {
  render(
    <MemoryRouter>
      <ContactPage />
    </MemoryRouter>,
  );
  const form = {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    subject: screen.getByLabelText('Subject'),
    message: screen.getByLabelText('Message'),
    submit: screen.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ }),
  };
  return form;
}

type Form = ReturnType<typeof renderPage>;

async function fill(user: ReturnType<typeof userEvent.setup>, form: Form, values = written) {
  await user.type(form.name, values.name);
  await user.type(form.email, values.email);
  await user.type(form.subject, values.subject);
  await user.type(form.message, values.message);
}

/** A message written earlier and waiting in the device's outbox. */
async function keepOnDevice(timing: { attempts: number; nextAttemptAt: number }) {
  await db.outbox.add({
    kind: 'contact',
    owner: null,
    payload: { id: crypto.randomUUID(), ...written },
    ...timing,
  });
}

/**
 * Sends what waits on the device, as when the connection comes back. The app's own trigger, kept
 * running by a message queued in an earlier test, may have drained meanwhile with no answer set
 * up and put the message off: it is due again first.
 */
async function deliverWaitingNow() {
  await act(async () => {
    await deliveryEngine().hurry();
    await deliveryEngine().drain();
  });
}

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  fake.auth.set({ status: 'signedOut', user: null, session: null, recovering: false });
  fake.send.mockReset();
  fake.fetchProfile.mockReset();
  setOnline(true);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ContactPage', () => {
  it('shows the four required fields, the email as type email', () => {
    const form = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    for (const field of [form.name, form.email, form.subject, form.message]) {
      expect(field).toBeRequired();
      expect(field).toHaveValue('');
    }
    expect(form.email).toHaveAttribute('type', 'email');
    expect(form.message.tagName).toBe('TEXTAREA');
    expect(form.submit).toBeEnabled();
  });

  it('hides the honeypot from people, screen readers and autofill', () => {
    renderPage();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
  });

  it('checks every field before sending and moves focus to the first in error', async () => {
    const user = userEvent.setup();
    const form = renderPage();
    await user.click(form.submit);
    expect(form.name).toHaveFocus();
    expect(form.name).toHaveAccessibleDescription('Please enter your name.');
    expect(form.email).toHaveAccessibleDescription('Please enter your email address.');
    expect(form.subject).toHaveAccessibleDescription('Please enter a subject.');
    expect(form.message).toHaveAccessibleDescription('Please enter a message.');
    expect(form.name).toBeInvalid();

    await fill(user, form, { ...written, email: 'priya@example' });
    expect(form.name).toBeValid();
    await user.click(form.submit);
    expect(form.email).toHaveFocus();
    expect(form.email).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(fake.send).not.toHaveBeenCalled();
  });

  it('shows Sending... on a disabled button, then the success banner with the form reset', async () => {
    let answer: (outcome: ContactOutcome) => void = () => undefined;
    fake.send.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const form = renderPage();
    await fill(user, form, { ...written, name: `  ${written.name} ` });
    await user.click(form.submit);

    expect(form.submit).toHaveTextContent('Sending...');
    expect(form.submit).toBeDisabled();
    expect(fake.send).toHaveBeenCalledTimes(1);
    const sent = fake.send.mock.calls[0]?.[0];
    expect(sent).toEqual({ id: expect.stringMatching(UUID), ...written });

    await act(async () => answer({ ok: true }));
    expect(await screen.findByRole('status')).toHaveTextContent(SUCCESS);
    expect(form.submit).toHaveTextContent('Send Message');
    expect(form.submit).toBeEnabled();
    for (const field of [form.name, form.email, form.subject, form.message]) {
      expect(field).toHaveValue('');
    }
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the text after a failure, says so, and sends the same message id again', async () => {
    fake.send.mockResolvedValueOnce(failure(502)).mockResolvedValueOnce(failure(500));
    const user = userEvent.setup();
    const form = renderPage();
    await fill(user, form);
    await user.click(form.submit);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message could not be sent.');
    expect(alert).toHaveTextContent('Please try again in a few minutes.');
    expect(form.name).toHaveValue(written.name);
    expect(form.email).toHaveValue(written.email);
    expect(form.subject).toHaveValue(written.subject);
    expect(form.message).toHaveValue(written.message);
    expect(screen.queryByText(SUCCESS)).toBeNull();

    await user.click(form.submit);
    await waitFor(() => expect(fake.send).toHaveBeenCalledTimes(2));
    const [first, second] = fake.send.mock.calls.map(([message]) => message.id);
    expect(second).toBe(first);

    fake.send.mockResolvedValueOnce({ ok: true });
    await user.type(form.message, ' Thank you.');
    await user.click(form.submit);
    await screen.findByText(SUCCESS);
    expect(fake.send.mock.calls[2]?.[0].id).not.toBe(first);
    expect(await db.outbox.count()).toBe(0);
  });

  it('shows the field the server refused next to it', async () => {
    fake.send.mockResolvedValue(
      failure(400, { field: 'email', message: 'Please enter a valid email address.' }),
    );
    const user = userEvent.setup();
    const form = renderPage();
    await fill(user, form);
    await user.click(form.submit);
    await waitFor(() => expect(form.email).toHaveFocus());
    expect(form.email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(form.message).toHaveValue(written.message);
  });

  it('says when to try again after too many messages', async () => {
    fake.send.mockResolvedValue(failure(429, { retryAfterSeconds: 41 * 60 + 5 }));
    const user = userEvent.setup();
    const form = renderPage();
    await fill(user, form);
    await user.click(form.submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have sent several messages recently.');
    expect(alert).toHaveTextContent('Please try again in 42 minutes.');
    expect(form.subject).toHaveValue(written.subject);
  });

  it('offline, keeps the message in the outbox without calling the server, and says so', async () => {
    setOnline(false);
    const user = userEvent.setup();
    const form = renderPage();
    await fill(user, form);
    await user.click(form.submit);

    expect(await screen.findByText(OFFLINE)).toBeVisible();
    expect(fake.send).not.toHaveBeenCalled();
    const rows = await db.outbox.toArray();
    expect(rows).toEqual([
      {
        seq: expect.any(Number),
        kind: 'contact',
        key: expect.stringMatching(UUID),
        owner: null,
        payload: { id: expect.stringMatching(UUID), ...written },
        attempts: 0,
        nextAttemptAt: expect.any(Number),
      },
    ]);
    expect(rows[0]?.key).toBe((rows[0]?.payload as ContactMessage).id);
    expect(form.message).toHaveValue('');
  });

  it('keeps the message in the outbox when no answer comes', async () => {
    fake.send.mockResolvedValue(failure(null));
    const user = userEvent.setup();
    const form = renderPage();
    await fill(user, form);
    await user.click(form.submit);
    expect(await screen.findByRole('status')).toHaveTextContent(
      /saved on this device and will be sent automatically/,
    );
    const [row] = await db.outbox.toArray();
    expect(row?.payload).toEqual(fake.send.mock.calls[0]?.[0]);
  });

  it('tells the parent when a queued message has been sent, or refused and put back', async () => {
    setOnline(false);
    const user = userEvent.setup();
    const form = renderPage();
    await fill(user, form);
    await user.click(form.submit);
    await screen.findByText(OFFLINE);

    setOnline(true);
    fake.send.mockResolvedValueOnce({ ok: true });
    await deliverWaitingNow();
    expect(await screen.findByText(/Your saved message has now been sent/)).toBeVisible();
    expect(screen.queryByText(OFFLINE)).toBeNull();

    setOnline(false);
    await fill(user, form, { ...written, subject: 'Second question' });
    await user.click(form.submit);
    await screen.findByText(OFFLINE);
    setOnline(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.send.mockResolvedValueOnce(
      failure(400, { field: 'email', message: 'Please enter a valid email address.' }),
    );
    await deliverWaitingNow();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A message saved on this device could not be sent.');
    expect(alert).toHaveTextContent('It is back in the form');
    expect(form.subject).toHaveValue('Second question');
    expect(form.message).toHaveValue(written.message);
    // Kept on the device, set aside: never sent again, and no longer counted as waiting.
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ refused: 'Please enter a valid email address.' }),
    ]);
    expect(screen.queryByText(/waiting to be sent/)).toBeNull();
  });

  it('says how many messages wait on the device', async () => {
    await keepOnDevice({ attempts: 2, nextAttemptAt: Date.now() + 60_000 });
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'One message saved on this device is waiting to be sent.',
    );
  });

  it('never says a message was sent while still counting it as waiting', async () => {
    await keepOnDevice({ attempts: 1, nextAttemptAt: Date.now() });
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'One message saved on this device is waiting to be sent.',
    );
    const seen: string[] = [];
    const watcher = new MutationObserver(() => {
      const text = document.body.textContent ?? '';
      if (text.includes('has now been sent') && text.includes('waiting to be sent')) {
        seen.push(text);
      }
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    fake.send.mockResolvedValueOnce({ ok: true });
    await deliverWaitingNow();
    // The notice is already there, saying what waited: wait for its text to change, not for it.
    await waitFor(
      () =>
        expect(screen.getByRole('status')).toHaveTextContent(
          /Your saved message has now been sent/,
        ),
      { timeout: 5000 },
    );
    watcher.disconnect();
    expect(seen).toEqual([]);
    expect(screen.queryByText(/waiting to be sent/)).toBeNull();
  });

  it('sends a filled honeypot along, so the server can ignore a robot', async () => {
    fake.send.mockResolvedValue({ ok: true });
    const user = userEvent.setup();
    const form = renderPage();
    await fill(user, form);
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    if (!trap) throw new Error('No honeypot');
    await user.type(trap, 'https://spam.example');
    await user.click(form.submit);
    await screen.findByText(SUCCESS);
    expect(fake.send.mock.calls[0]?.[0]).toMatchObject({ website: 'https://spam.example' });
  });

  describe('signed in', () => {
    it("prefills the account's email, never the child's name, and again after sending", async () => {
      signIn();
      fake.send.mockResolvedValue({ ok: true });
      const user = userEvent.setup();
      const form = renderPage();
      expect(form.name).toHaveValue('');
      expect(form.email).toHaveValue('asha@example.com');
      expect(fake.fetchProfile).not.toHaveBeenCalled();

      await user.type(form.name, 'Asha P.');
      await user.type(form.subject, written.subject);
      await user.type(form.message, written.message);
      await user.click(form.submit);
      const outcome = (await screen.findByText(SUCCESS)).closest('[tabindex="-1"]');
      // The outcome takes focus, so it is read out and brought into view on a small screen.
      await waitFor(() => expect(outcome).toHaveFocus());
      expect(fake.send.mock.calls[0]?.[0]).toMatchObject({
        name: 'Asha P.',
        email: 'asha@example.com',
      });
      expect(form.name).toHaveValue('');
      expect(form.email).toHaveValue('asha@example.com');
      expect(form.subject).toHaveValue('');
    });

    it('fills the prefill in once the session is known, without overwriting what was typed', async () => {
      fake.auth.set({ status: 'loading', user: null, session: null, recovering: false });
      const user = userEvent.setup();
      const form = renderPage();
      await user.type(form.name, 'Typed Name');
      act(() => signIn());
      expect(form.name).toHaveValue('Typed Name');
      expect(form.email).toHaveValue('asha@example.com');
    });
  });
});
