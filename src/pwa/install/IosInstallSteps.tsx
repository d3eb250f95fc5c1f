import styles from './install.module.css';

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

/** iPhone and iPad Safari have no install button: Share, then Add to Home Screen. */
export function IosInstallSteps({
  id,
  hidden = false,
  className,
}: {
  id?: string;
  hidden?: boolean;
  className?: string;
}) {
  return (
    <ol id={id} className={className} hidden={hidden}>
      <li>
        Tap the Share button <ShareIcon /> in Safari’s toolbar.
      </li>
      <li>Scroll down and tap Add to Home Screen.</li>
      <li>Tap Add. Sprouts opens from your home screen, even offline.</li>
    </ol>
  );
}
