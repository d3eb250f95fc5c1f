import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/RootLayout';

// Every page is its own lazy chunk (route-level code splitting).
const HomePage = lazy(() => import('@/features/marketing/HomePage'));
const SubscribePage = lazy(() => import('@/features/subscription/SubscribePage'));
const SubscriptionPage = lazy(() => import('@/features/subscription/SubscriptionPage'));
const SignInPage = lazy(() => import('@/features/account/SignInPage'));
const SignUpPage = lazy(() => import('@/features/account/SignUpPage'));
const ForgotPasswordPage = lazy(() => import('@/features/account/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('@/features/account/ResetPasswordPage'));
const ProfilePage = lazy(() => import('@/features/account/ProfilePage'));
const ParentsPage = lazy(() => import('@/features/parents/ParentsPage'));
const CurriculumPage = lazy(() => import('@/features/curriculum/CurriculumPage'));
const ClassPickerPage = lazy(() => import('@/features/curriculum/ClassPickerPage'));
const GradeWelcomePage = lazy(() => import('@/features/curriculum/GradeWelcomePage'));
const GradeLayout = lazy(() => import('@/features/curriculum/GradeLayout'));
const GradeCurriculumPage = lazy(() => import('@/features/curriculum/GradeCurriculumPage'));
const VolumeOverviewPage = lazy(() => import('@/features/play/VolumeOverviewPage'));
const SubjectPage = lazy(() => import('@/features/play/SubjectPage'));
const TopicPage = lazy(() => import('@/features/play/TopicPage'));
const ContactPage = lazy(() => import('@/features/contact/ContactPage'));
const MyWorksheetsPage = lazy(() => import('@/features/worksheets/MyWorksheetsPage'));
const PrivacyPage = lazy(() => import('@/features/legal/PrivacyPage'));
const TermsPage = lazy(() => import('@/features/legal/TermsPage'));
const NotFoundPage = lazy(() => import('./errors/NotFoundPage'));

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
