import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AuthCallback } from '../features/auth/components/auth-callback.tsx';
import { LoginRedirect } from '../features/auth/components/login-redirect.tsx';
import { LogoutRedirect } from '../features/auth/components/logout-redirect.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { PrivateRoot } from './routes/private-root.tsx';
import { ProjectsRoute } from './routes/projects.tsx';
import { PublicRoot } from './routes/public-root.tsx';
import { RootRouteError, RouteError } from './routes/route-error.tsx';

/** Spec part 1 §2: every route of the app. Exported for tests (createMemoryRouter). */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/projects" replace /> },
  // The customer's page of a proposal link: no sign-in, no layout of the app, loaded on demand
  // (nothing of it in the first screen's chunk; docs/decisions/079).
  {
    path: 'proposta/:token',
    errorElement: <RootRouteError />,
    lazy: async () => ({
      Component: (await import('./routes/customer-proposal.tsx')).CustomerProposalRoute,
    }),
  },
  {
    element: <PublicRoot />,
    errorElement: <RootRouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: 'login', element: <LoginRedirect /> },
          { path: 'logout', element: <LogoutRedirect /> },
          { path: 'auth/callback', element: <AuthCallback /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
  {
    element: <PrivateRoot />,
    errorElement: <RootRouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          // The first screen after sign-in is part of the entry; the heavy screens load on demand
          // (the room editor brings the heat-load engine).
          { path: 'projects', Component: ProjectsRoute },
          {
            path: 'projects/:id/rooms',
            lazy: async () => ({ Component: (await import('./routes/rooms.tsx')).RoomsRoute }),
          },
          {
            path: 'projects/:id/equipments',
            lazy: async () => ({
              Component: (await import('./routes/equipments.tsx')).EquipmentsRoute,
            }),
          },
          {
            path: 'projects/:id/proposal',
            lazy: async () => ({
              Component: (await import('./routes/proposal.tsx')).ProposalRoute,
            }),
          },
          {
            path: 'comparison',
            lazy: async () => ({
              Component: (await import('./routes/comparison.tsx')).ComparisonRoute,
            }),
          },
          {
            path: 'proposal-templates',
            lazy: async () => ({
              Component: (await import('./routes/proposal-templates.tsx')).ProposalTemplatesRoute,
            }),
          },
          {
            path: 'tabelas-fiscais',
            lazy: async () => ({
              Component: (await import('./routes/tax-tables.tsx')).TaxTablesRoute,
            }),
          },
          { path: 'products', element: <Navigate to="/comparison" replace /> },
          {
            path: 'about',
            lazy: async () => ({ Component: (await import('./routes/about.tsx')).AboutRoute }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
