// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InstallApp } from './InstallApp';
import { listenForInstallOffer } from './install-prompt';

/** What Chromium dispatches when the app can be installed. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

function setUserAgent(userAgent: string, maxTouchPoints = 0) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  // jsdom has no maxTouchPoints; a touch screen reports how many fingers it follows.
  Object.defineProperty(navigator, 'maxTouchPoints', { value: maxTouchPoints, configurable: true });
}

beforeAll(() => {
  listenForInstallOffer();
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'maxTouchPoints');
});

describe('InstallApp', () => {
  it('shows nothing until the browser offers installation', () => {
    const { container } = render(<InstallApp />);
    expect(container).toBeEmptyDOMElement();
  });

  it('turns the browser’s offer into an Install Sprouts button, used once', async () => {
    render(<InstallApp />);
    const { event, prompt } = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install Sprouts' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Sprouts is on your home screen.');
    expect(screen.queryByRole('button', { name: 'Install Sprouts' })).not.toBeInTheDocument();
  });

  it('hides the button when the parent says no', async () => {
    render(<InstallApp />);
    offerInstall('dismissed');
    await userEvent.click(screen.getByRole('button', { name: 'Install Sprouts' }));
    expect(screen.queryByRole('button', { name: 'Install Sprouts' })).not.toBeInTheDocument();
  });

  it('shows the Add to Home Screen steps on iPhone Safari', async () => {
    setUserAgent(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      5,
    );
    render(<InstallApp />);
    const button = screen.getByRole('button', { name: 'Install Sprouts' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Add to Home Screen/)).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Add to Home Screen/)).toBeVisible();
  });
});
