import { Link } from 'react-router';
import { Button } from '../ui';
import { PublicPage } from './PublicPage';

export function NotFoundPage() {
  return (
    <PublicPage title="Page not found">
      <p className="mb-6 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to="/">Go Home</Link>
      </Button>
    </PublicPage>
  );
}
