import { useId, useState } from 'react';
import { IosInstallSteps } from './IosInstallSteps';
import { dismissInstallOffer, useInstallOfferDismissed } from './install-offer-dismissal';
import { promptInstall } from './install-prompt';
import { useInstallRoute } from './useInstallRoute';
import styles from './install-offer.module.css';

/**
 * The offer to put Sprouts on the home screen, for a parent: in Parents Corner, and on the page
 * a parent sees after a first finished round. An install button where the browser offers
 * installation, the Share and Add to Home Screen steps on iPhone and iPad Safari, nothing when
 * Sprouts is installed or the parent said 'Not now' on this device.
 */
export function InstallOffer({
  titleAs: Title = 'h2',
}: {
  /** 'p' where the offer comes before the page's own h1 (the pages after a round). */
  titleAs?: 'h2' | 'p';
}) {
  const route = useInstallRoute();
  const dismissed = useInstallOfferDismissed();
  const [accepted, setAccepted] = useState(false);
  const titleId = useId();

  if (accepted) {
    return (
      <p className={styles.done} role="status">
        Sprouts is on your home screen.
      </p>
    );
  }
  if (dismissed || (route !== 'prompt' && route !== 'ios-safari')) return null;

  return (
    <section className={styles.offer} aria-labelledby={titleId}>
      <Title id={titleId} className={styles.title}>
        Put Sprouts on your home screen
      </Title>
      <p className={styles.text}>
        It opens like an app, full screen, and plays the downloaded volumes without a connection.
      </p>
      {route === 'ios-safari' ? <IosInstallSteps className={styles.steps} /> : null}
      <div className={styles.actions}>
        {route === 'prompt' ? (
          <button
            type="button"
            className={styles.install}
            onClick={() =>
              void promptInstall().then((outcome) => {
                if (outcome === 'accepted') setAccepted(true);
              })
            }
          >
            Install Sprouts
          </button>
        ) : null}
        <button type="button" className={styles.dismiss} onClick={() => dismissInstallOffer()}>
          Not now
        </button>
      </div>
    </section>
  );
}
