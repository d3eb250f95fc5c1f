import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from '@/lib/router';
import { useHydrating } from '@/lib/hydration';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost';
export type ButtonSize = 'medium' | 'large';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the full width of the container. */
  block?: boolean;
}

export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  block = false,
  className,
}: ButtonLook & { className?: string | undefined }): string {
  return [
    styles.button,
    styles[variant],
    size === 'large' ? styles.large : undefined,
    block ? styles.block : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook;

/**
 * A button at least 48 px high and wide. Defaults to type="button". In a prerendered page it
 * cannot be pressed until the page has hydrated, when it would do nothing.
 */
export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  const hydrating = useHydrating();
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block, className })}
      {...rest}
      disabled={rest.disabled === true || hydrating}
    />
  );
}

export type ButtonLinkProps = LinkProps & ButtonLook;

/** A router link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClassName({ variant, size, block, className })} {...rest} />;
}
