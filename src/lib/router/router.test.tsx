// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  createMemoryRouter,
  RouterProvider,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from '.';

function Where() {
  const { pathname, search, state } = useLocation();
  return (
    <p data-testid="where">
      {useNavigationType()} {pathname}
      {search} {JSON.stringify(state)}
    </p>
  );
}

function Layout() {
  const { grade } = useParams();
  return (
    <section aria-label={`layout of ${grade ?? 'nothing'}`}>
      <nav>
        <NavLink to="/class" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Classes
        </NavLink>
        <NavLink to="/class" end>
          Classes only
        </NavLink>
        <Link to="/class/k1/v1" state={{ playNow: true }}>
          Volume 1
        </Link>
      </nav>
      <Outlet />
      <Where />
    </section>
  );
}

function Volume() {
  const { grade, volume } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <h1>
        {grade} {volume}
      </h1>
      <button onClick={() => navigate('/class', { replace: true })}>Leave</button>
    </>
  );
}

function Query() {
  const [params] = useSearchParams();
  return <h1>next is {params.get('next')}</h1>;
}

function app(entries: string[]) {
  return (
    <MemoryRouter initialEntries={entries}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="class" element={<h1>Pick a class</h1>} />
          <Route path="class/:grade/:volume" element={<Volume />} />
          <Route path="signin" element={<Query />} />
          <Route path="old" element={<Navigate to="/class" replace />} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}

describe('the router', () => {
  it('renders the matched page inside its layout, with the parameters on both', () => {
    render(app(['/class/k1/v1']));
    expect(screen.getByRole('heading')).toHaveTextContent('k1 v1');
    expect(screen.getByRole('region', { name: 'layout of k1' })).toBeVisible();
  });

  it('follows a link in place, carrying its state, and marks the current link', async () => {
    const user = userEvent.setup();
    render(app(['/class']));
    const classes = screen.getByRole('link', { name: 'Classes' });
    expect(classes).toHaveAttribute('aria-current', 'page');
    expect(classes).toHaveClass('on');
    const volume = screen.getByRole('link', { name: 'Volume 1' });
    expect(volume).toHaveAttribute('href', '/class/k1/v1');
    await user.click(volume);
    expect(await screen.findByRole('heading')).toHaveTextContent('k1 v1');
    expect(screen.getByTestId('where')).toHaveTextContent('PUSH /class/k1/v1 {"playNow":true}');
    // Below /class: active, unless the link wants its exact address.
    expect(screen.getByRole('link', { name: 'Classes' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Classes only' })).not.toHaveAttribute('aria-current');
  });

  it('leaves a click that opens elsewhere to the browser', () => {
    render(app(['/class']));
    const volume = screen.getByRole('link', { name: 'Volume 1' });
    const opened = fireEvent.click(volume, { ctrlKey: true });
    expect(opened).toBe(true);
    expect(screen.getByRole('heading')).toHaveTextContent('Pick a class');
  });

  it('leaves a link to another site to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/contact']}>
        <Link to="mailto:hello@example.com">Write to us</Link>
        <Link to="https://example.com/help">Help</Link>
        <Where />
      </MemoryRouter>,
    );
    const mail = screen.getByRole('link', { name: 'Write to us' });
    expect(mail).toHaveAttribute('href', 'mailto:hello@example.com');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute(
      'href',
      'https://example.com/help',
    );
    // jsdom does not follow it; the router must not have handled it either.
    fireEvent.click(mail);
    expect(screen.getByTestId('where')).toHaveTextContent('POP /contact');
  });

  it('navigates from code, replacing the entry when asked', async () => {
    const user = userEvent.setup();
    render(app(['/class/k1/v1']));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading')).toHaveTextContent('Pick a class');
    expect(screen.getByTestId('where')).toHaveTextContent('REPLACE /class');
  });

  it('redirects with Navigate and reads the query', async () => {
    const { unmount } = render(app(['/old']));
    expect(await screen.findByRole('heading')).toHaveTextContent('Pick a class');
    unmount();
    render(app(['/signin?next=%2Fparents']));
    expect(screen.getByRole('heading')).toHaveTextContent('next is /parents');
  });

  it('drives a route table from outside, as tests do', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Where /> }], {
      initialEntries: ['/', '/profile'],
      initialIndex: 1,
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByTestId('where')).toHaveTextContent('POP /profile');
    await act(() => router.navigate('/parents'));
    expect(screen.getByTestId('where')).toHaveTextContent('PUSH /parents');
    expect(router.state).toMatchObject({
      historyAction: 'PUSH',
      location: { pathname: '/parents' },
    });
  });

  it('follows the address bar in a browser, back button included', async () => {
    window.history.replaceState(null, '', '/class');
    const user = userEvent.setup();
    render(
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<Layout />} />
        </Routes>
      </BrowserRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Volume 1' }));
    expect(window.location.pathname).toBe('/class/k1/v1');
    expect(screen.getByTestId('where')).toHaveTextContent('PUSH /class/k1/v1');
    await act(async () => {
      const popped = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      window.history.back();
      await popped;
    });
    expect(screen.getByTestId('where')).toHaveTextContent('POP /class null');
  });

  it('renders one fixed address at build time', () => {
    render(
      <StaticRouter location="/class/k2/v3">
        <Routes>
          <Route path="class/:grade/:volume" element={<Volume />} />
        </Routes>
      </StaticRouter>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('k2 v3');
  });

  it('refuses a hook outside a router', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Where />)).toThrow(/only inside a router/);
    vi.restoreAllMocks();
  });
});
