import type { ReactNode } from 'react';
import styles from './Alert.module.css';

export type AlertTone = 'success' | 'error' | 'info';

interface AlertProps {
  tone: AlertTone;
  title?: ReactNode;
  children: ReactNode;
  className?: string;
}

const ICON_PATHS: Record<AlertTone, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  error: 'M12 7v6M12 16.5v.5',
  info: 'M12 11v6M12 7.5v.5',
};

/**
 * A message box. Errors use role="alert" (announced at once); success and information use
 * role="status" (announced politely).
 */
export function Alert({ tone, title, children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d={ICON_PATHS[tone]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
