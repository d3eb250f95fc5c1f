// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_OFFER_DISMISSED, readStored } from '@/storage';
import { InstallOffer } from './InstallOffer';
import { listenForInstallOffer } from './install-prompt';
import { offerInstall, onIphoneSafari, resetDevice } from './testing';

/** The page runs as an installed app (display-mode: standalone). */
function installed() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList,
  );
}

const offer = () => screen.queryByRole('region', { name: 'Put Sprouts on your home screen' });

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query })) as never;
  listenForInstallOffer();
});
beforeEach(() => localStorage.clear());
afterEach(resetDevice);

describe('InstallOffer', () => {
  it('shows nothing where the browser offers no installation', () => {
    const { container } = render(<InstallOffer />);
    expect(container).toBeEmptyDOMElement();
  });

  it('gives the Share, then Add to Home Screen steps on iPhone Safari, which has no prompt', () => {
    onIphoneSafari();
    render(<InstallOffer />);
    expect(offer()).toBeVisible();
    expect(screen.getByText(/Tap the Share button/)).toBeVisible();
    expect(screen.getByText('Scroll down and tap Add to Home Screen.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Install Sprouts' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeVisible();
  });

  it('shows nothing once Sprouts runs installed', () => {
    onIphoneSafari();
    installed();
    const { container } = render(<InstallOffer />);
    expect(container).toBeEmptyDOMElement();
  });

  it("remembers 'Not now' on this device, also for the next page and other offers", async () => {
    onIphoneSafari();
    const first = render(<InstallOffer />);
    const second = render(<InstallOffer />);
    expect(screen.getAllByRole('button', { name: 'Not now' })).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Not now' })[0] as HTMLElement);
    expect(offer()).toBeNull();
    expect(readStored(INSTALL_OFFER_DISMISSED)).toEqual(expect.any(Number));
    first.unmount();
    second.unmount();
    render(<InstallOffer />);
    expect(offer()).toBeNull();
  });

  it('turns the browser’s offer into an Install Sprouts button', async () => {
    render(<InstallOffer />);
    expect(offer()).toBeNull();
    const { prompt } = offerInstall('accepted');
    expect(offer()).toBeVisible();
    expect(screen.queryByText(/Add to Home Screen/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Install Sprouts' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Sprouts is on your home screen.');
    expect(offer()).toBeNull();
  });
});
