import { useHydrating } from '@/lib/hydration';
import { installRoute, type InstallRoute } from './install-help';
import { useInstallOffer } from './install-prompt';

function isStandalone(): boolean {
  const legacy = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return legacy || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/**
 * How Sprouts can be installed on this device now; null while a prerendered page hydrates (what
 * the device can do is known only in the browser).
 */
export function useInstallRoute(): InstallRoute | null {
  const { canPrompt, installed } = useInstallOffer();
  const hydrating = useHydrating();
  if (hydrating) return null;
  return installRoute({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: installed || isStandalone(),
    canPrompt,
  });
}
