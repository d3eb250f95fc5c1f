// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InstallApp } from './InstallApp';
import { listenForInstallOffer } from './install-prompt';
import { IPHONE_SAFARI, offerInstall, resetDevice, setUserAgent } from './testing';

beforeAll(() => {
  listenForInstallOffer();
});
afterEach(resetDevice);

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
    setUserAgent(IPHONE_SAFARI, 5);
    render(<InstallApp />);
    const button = screen.getByRole('button', { name: 'Install Sprouts' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Add to Home Screen/)).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Add to Home Screen/)).toBeVisible();
  });
});
