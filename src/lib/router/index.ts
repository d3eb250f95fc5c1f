// The app's router: addresses to pages, links and history, in the API the pages were written
// against, without a data router's code in every page's first download.
export type { Location, NavigateOptions, NavigationType } from './history';
export type { RouteObject } from './match';
export type { NavigateFunction } from './hooks';
export { useLocation, useNavigate, useNavigationType, useParams, useSearchParams } from './hooks';
export { Outlet, Route, Routes, useRoutes } from './routes';
export { Link, NavLink, Navigate, type LinkProps, type NavLinkProps } from './links';
export {
  BrowserRouter,
  MemoryRouter,
  Router,
  RouterProvider,
  StaticRouter,
  createMemoryRouter,
} from './routers';
