import { Navigate } from 'react-router';

export function AppIndex() {
  return <Navigate to="/app/dashboard" replace />;
}
