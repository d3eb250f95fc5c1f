import type { ReactNode } from 'react';
import { Card } from '@/ui/Card';
import { PageHeading } from '@/ui/PageHeading';
import styles from './account.module.css';

interface AccountPanelProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Content under the card, e.g. links to the other account pages. */
  footer?: ReactNode;
}

/** The narrow, centred card that holds an account form. */
export function AccountPanel({ title, lead, children, footer }: AccountPanelProps) {
  return (
    <div className={styles.page}>
      <PageHeading title={title} lead={lead} align="center" />
      <Card className={styles.card}>{children}</Card>
      {footer ? <div className={styles.after}>{footer}</div> : null}
    </div>
  );
}
