import type { ComponentPropsWithRef } from 'react';
import styles from './ChildButton.module.css';

export type ChildButtonVariant = 'primary' | 'secondary' | 'soft';

export type ChildButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ChildButtonVariant;
};

/** A big button for small hands: at least 64 px each way. Defaults to type="button". */
export function ChildButton({
  variant = 'primary',
  className,
  type = 'button',
  ...rest
}: ChildButtonProps) {
  return (
    <button
      type={type}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
