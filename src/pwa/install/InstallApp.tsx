import { useId, useState } from 'react';
import { useHydrating } from '@/lib/hydration';
import { installRoute } from './install-help';
import { promptInstall, useInstallOffer } from './install-prompt';
import styles from './install.module.css';

function isStandalone(): boolean {
  const legacy = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return legacy || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** Share icon of Safari, as the steps mention it. */
function ShareIcon() {
  return (
    <svg className={styles.shareIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3v11M8 7l4-4 4 4M6 11H5v9h14v-9h-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * 'Install Sprouts' when the browser offers installation; on iPhone and iPad Safari, the steps to
 * add Sprouts to the Home Screen. Nothing when Sprouts is already installed.
 */
export function InstallApp() {
  const { canPrompt, installed } = useInstallOffer();
  const [stepsOpen, setStepsOpen] = useState(false);
  const [answer, setAnswer] = useState<'accepted' | 'dismissed' | null>(null);
  const stepsId = useId();
  // What this device can do is known only in the browser, after a prerendered page hydrated.
  const hydrating = useHydrating();
  if (hydrating) return null;
  const route = installRoute({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: installed || isStandalone(),
    canPrompt,
  });

  if (answer === 'accepted' || route === 'installed') {
    return answer === 'accepted' ? (
      <p className={styles.note} role="status">
        Sprouts is on your home screen.
      </p>
    ) : null;
  }
  if (route === 'prompt') {
    return (
      <div className={styles.install}>
        <button
          type="button"
          className={styles.button}
          onClick={() =>
            void promptInstall().then((outcome) => {
              if (outcome !== 'unavailable') setAnswer(outcome);
            })
          }
        >
          Install Sprouts
        </button>
        <span className={styles.hint}>Play offline from your home screen.</span>
      </div>
    );
  }
  if (route === 'ios-safari') {
    return (
      <div className={styles.install}>
        <button
          type="button"
          className={styles.button}
          aria-expanded={stepsOpen}
          aria-controls={stepsId}
          onClick={() => setStepsOpen((open) => !open)}
        >
          Install Sprouts
        </button>
        <ol id={stepsId} className={styles.steps} hidden={!stepsOpen}>
          <li>
            Tap the Share button <ShareIcon /> in Safari’s toolbar.
          </li>
          <li>Scroll down and tap Add to Home Screen.</li>
          <li>Tap Add. Sprouts opens from your home screen, even offline.</li>
        </ol>
      </div>
    );
  }
  return null;
}
