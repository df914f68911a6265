import { Outlet } from 'react-router';
import { PublicLayout } from '../../components/layouts/public-layout.tsx';

export function PublicRoot() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
