import { useId, useState } from 'react';
import { IosInstallSteps } from './IosInstallSteps';
import { promptInstall } from './install-prompt';
import { useInstallRoute } from './useInstallRoute';
import styles from './install.module.css';

/**
 * 'Install Sprouts' when the browser offers installation; on iPhone and iPad Safari, the steps to
 * add Sprouts to the Home Screen. Nothing when Sprouts is already installed.
 */
export function InstallApp() {
  const route = useInstallRoute();
  const [stepsOpen, setStepsOpen] = useState(false);
  const [answer, setAnswer] = useState<'accepted' | 'dismissed' | null>(null);
  const stepsId = useId();
  if (route === null) return null;

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
        <IosInstallSteps id={stepsId} className={styles.steps} hidden={!stepsOpen} />
      </div>
    );
  }
  return null;
}
