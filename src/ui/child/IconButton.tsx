import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ChildButton, type ChildButtonVariant } from './ChildButton';
import styles from './IconButton.module.css';
import { speak } from './speech';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> & {
  /** The accessible name: what the button does ('Next', 'Play again'). */
  label: string;
  icon: ReactNode;
  variant?: ChildButtonVariant;
  size?: 'medium' | 'large';
  /** Read aloud when the button is pressed, for a control whose icon alone would not tell. */
  say?: string;
};

/**
 * A child-space control a pre-reader can use: a big icon that explains itself (an arrow for
 * next, a circle arrow for again), named for screen readers, and read aloud when it needs to be.
 */
export function IconButton({
  label,
  icon,
  variant = 'primary',
  size = 'medium',
  say,
  className,
  onClick,
  ...rest
}: IconButtonProps) {
  return (
    <ChildButton
      variant={variant}
      aria-label={label}
      data-control="icon"
      data-speaks={say ? 'true' : undefined}
      className={[styles.iconButton, styles[size], className].filter(Boolean).join(' ')}
      onClick={(event) => {
        if (say) speak(say);
        onClick?.(event);
      }}
      {...rest}
    >
      {icon}
    </ChildButton>
  );
}
