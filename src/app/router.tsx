import { useRoutes, type RouteObject } from '@/lib/router';
import { RootLayout } from './layout/RootLayout';
import { lazyPage } from './lazy-page';

// Every page is its own lazy chunk (route-level code splitting), named for prerendering.
const HomePage = lazyPage('HomePage', () => import('@/features/marketing/HomePage'));
const SubscribePage = lazyPage(
  'SubscribePage',
  () => import('@/features/subscription/SubscribePage'),
);
const SubscriptionPage = lazyPage(
  'SubscriptionPage',
  () => import('@/features/subscription/SubscriptionPage'),
);
const SignInPage = lazyPage('SignInPage', () => import('@/features/account/SignInPage'));
const SignUpPage = lazyPage('SignUpPage', () => import('@/features/account/SignUpPage'));
const ForgotPasswordPage = lazyPage(
  'ForgotPasswordPage',
  () => import('@/features/account/ForgotPasswordPage'),
);
const ResetPasswordPage = lazyPage(
  'ResetPasswordPage',
  () => import('@/features/account/ResetPasswordPage'),
);
const ProfilePage = lazyPage('ProfilePage', () => import('@/features/account/ProfilePage'));
const ParentsPage = lazyPage('ParentsPage', () => import('@/features/parents/ParentsPage'));
const CurriculumPage = lazyPage(
  'CurriculumPage',
  () => import('@/features/curriculum/CurriculumPage'),
);
const ClassPickerPage = lazyPage(
  'ClassPickerPage',
  () => import('@/features/curriculum/ClassPickerPage'),
);
const GradeWelcomePage = lazyPage(
  'GradeWelcomePage',
  () => import('@/features/curriculum/GradeWelcomePage'),
);
const GradeLayout = lazyPage('GradeLayout', () => import('@/features/curriculum/GradeLayout'));
const GradeCurriculumPage = lazyPage(
  'GradeCurriculumPage',
  () => import('@/features/curriculum/GradeCurriculumPage'),
);
const VolumeOverviewPage = lazyPage(
  'VolumeOverviewPage',
  () => import('@/features/play/VolumeOverviewPage'),
);
const SubjectPage = lazyPage('SubjectPage', () => import('@/features/play/SubjectPage'));
const TopicPage = lazyPage('TopicPage', () => import('@/features/play/TopicPage'));
const ContactPage = lazyPage('ContactPage', () => import('@/features/contact/ContactPage'));
const MyWorksheetsPage = lazyPage(
  'MyWorksheetsPage',
  () => import('@/features/worksheets/MyWorksheetsPage'),
);
const PrivacyPage = lazyPage('PrivacyPage', () => import('@/features/legal/PrivacyPage'));
const TermsPage = lazyPage('TermsPage', () => import('@/features/legal/TermsPage'));
const NotFoundPage = lazyPage('NotFoundPage', () => import('./errors/NotFoundPage'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'signin', element: <SignInPage /> },
      { path: 'signup', element: <SignUpPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'subscribe', element: <SubscribePage /> },
      { path: 'subscription', element: <SubscriptionPage /> },
      { path: 'parents', element: <ParentsPage /> },
      { path: 'curriculum', element: <CurriculumPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'worksheets', element: <MyWorksheetsPage /> },
      { path: 'class', element: <ClassPickerPage /> },
      { path: 'class/:grade', element: <GradeWelcomePage /> },
      { path: 'class/:grade/curriculum', element: <GradeCurriculumPage /> },
      {
        path: 'class/:grade/:volume',
        element: <GradeLayout />,
        children: [
          { index: true, element: <VolumeOverviewPage /> },
          { path: 'curriculum', element: <GradeCurriculumPage /> },
          { path: ':sub', element: <SubjectPage /> },
          { path: ':sub/:topic', element: <TopicPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The route table, rendered in react-router's declarative mode: the app loads no data through
 * the router, so the data router's code stays out of the first download. Failures are caught
 * by the layout's error boundary, and by App's around the layout itself.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
