import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { UnsubscribePanel } from '@/features/notifications/components/unsubscribe-panel';
import { usePageMeta } from '@/lib/page-meta';
import { BrandMark } from '../layouts/brand';

/** /unsubscribe?token=…: where the unsubscribe link of an optional e-mail leads (no sign-in needed). */
export function UnsubscribePage() {
  const { t } = useLingui();
  usePageMeta(
    t({ id: 'notifications.unsubscribe.title', message: 'Unsubscribe' }),
    t({
      id: 'notifications.unsubscribePage.description',
      message: 'Stop receiving a kind of Plantel e-mail.',
    }),
  );
  const [params] = useSearchParams();
  return (
    <main className="flex min-h-svh flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <Link
        to="/"
        className="mb-6 flex items-center gap-2 font-semibold"
        aria-label={t({ id: 'shell.brand.home', message: 'Plantel home' })}
      >
        <BrandMark />
        {/* i18n-ignore: the product's name */}
        <span className="text-lg">Plantel</span>
      </Link>
      <UnsubscribePanel token={params.get('token')} />
    </main>
  );
}
