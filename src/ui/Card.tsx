import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@/lib/router';
import styles from './Card.module.css';

export type CardTone = 'plain' | 'green' | 'sun' | 'sky' | 'berry' | 'orange';

function cardClassName(tone: CardTone, className: string | undefined, extra?: string): string {
  return [styles.card, tone === 'plain' ? undefined : styles[tone], extra, className]
    .filter(Boolean)
    .join(' ');
}

interface CardProps {
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
  tone?: CardTone;
  className?: string;
  children: ReactNode;
  'aria-labelledby'?: string;
}

/** A rounded, softly shadowed panel. */
export function Card({
  as: Element = 'div',
  tone = 'plain',
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <Element className={cardClassName(tone, className)} {...rest}>
      {children}
    </Element>
  );
}

type LinkCardProps = LinkProps & { tone?: CardTone };

/** A whole card that is one link (one tab stop, one accessible name). */
export function LinkCard({ tone = 'plain', className, ...rest }: LinkCardProps) {
  return <Link className={cardClassName(tone, className, styles.link)} {...rest} />;
}
