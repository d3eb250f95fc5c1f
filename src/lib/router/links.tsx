import { useEffect, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { createPath, resolvePath } from './history';
import { useLocation, useNavigate, useRouter } from './hooks';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

function opensElsewhere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '_self')
  );
}

/** An address with a scheme (`https:`, `mailto:`) or a host of its own leaves the app. */
const OUTSIDE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** A real link (it opens in a new tab, and works before the code has loaded) that navigates in place. */
export function Link({ to, replace, state, onClick, target, children, ...rest }: LinkProps) {
  const { history, location } = useRouter('Link');
  if (OUTSIDE.test(to)) {
    return (
      <a {...rest} href={to} target={target} onClick={onClick}>
        {children}
      </a>
    );
  }
  const href = resolvePath(to, location.pathname);
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event, target)) return;
        event.preventDefault();
        // Following a link to the page already shown replaces it, as a browser does.
        const same = href === createPath(location);
        if (replace || same) history.replace(href, state);
        else history.push(href, state);
      }}
    >
      {children}
    </a>
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on this exact address, not on the pages below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

export function NavLink({ to, end, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = resolvePath(to, pathname).split(/[?#]/)[0] ?? '/';
  const here = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const there = target.toLowerCase().replace(/\/+$/, '') || '/';
  const isActive = here === there || (!end && there !== '/' && here.startsWith(`${there}/`));
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className({ isActive })
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined
      }
    />
  );
}

/** Goes to `to` once rendered. */
export function Navigate({
  to,
  replace,
  state,
}: {
  to: string;
  replace?: boolean;
  state?: unknown;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
