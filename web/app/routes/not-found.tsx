import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/page-meta';

export function NotFoundPage() {
  const { t } = useLingui();
  usePageMeta(
    t({ id: 'notFound.meta.title', message: 'Page not found' }),
    t({ id: 'notFound.meta.description', message: 'This page does not exist.' }),
  );
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-5xl font-bold text-muted-foreground">404</p>
      <h1 className="text-2xl font-semibold">
        <Trans id="notFound.title">Oops! Page not found</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans id="notFound.text">The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Button asChild>
        <Link to="/">
          <Trans id="notFound.home">Return to Home</Trans>
        </Link>
      </Button>
    </main>
  );
}
