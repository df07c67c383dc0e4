import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeftIcon } from 'lucide-react';
import { primaryButton } from '@/components/public-buttons';
import { SiteLink } from '@/components/site-link';
import { useFormat } from '@/lib/i18n/locale-provider';
import { usePageMeta } from '@/lib/page-meta';
import { BrandMark } from './brand';
import { SiteFooter } from './site-footer';

/**
 * Frame of the public information pages: back to home, Start Free, the page's title and meta description,
 * readable prose and the footer.
 */
export function PublicPage({
  title,
  metaTitle,
  description,
  intro,
  updated,
  children,
  wide = false,
}: {
  title: string;
  metaTitle?: string;
  description: string;
  intro?: React.ReactNode;
  /** For legal texts: when they last changed (yyyy-MM-dd). */
  updated?: string;
  children: React.ReactNode;
  wide?: boolean;
}) {
  const { t } = useLingui();
  const format = useFormat();
  usePageMeta(metaTitle ?? title, description);
  const updatedOn = updated ? format.longDate(updated) : '';
  return (
    <div className="flex min-h-svh flex-col">
      <header className="border-b">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <SiteLink
            to="/"
            className="-ml-2 inline-flex items-center gap-2 rounded-md px-2 py-2 text-sm font-medium hover:bg-accent"
          >
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            <Trans id="site.page.backHome">Back to home</Trans>
          </SiteLink>
          <SiteLink
            to="/"
            className="hidden items-center gap-2 font-semibold sm:flex"
            aria-label={t({ id: 'common.plantelHome', message: 'Plantel home' })}
          >
            <BrandMark className="size-7" />
            {/* i18n-ignore: the product's name */}
            <span>Plantel</span>
          </SiteLink>
          <SiteLink to="/auth?tab=signup" className={primaryButton}>
            <Trans id="site.page.startFree">Start Free</Trans>
          </SiteLink>
        </div>
      </header>
      <main className={`mx-auto w-full flex-1 px-4 py-10 sm:py-14 ${wide ? 'max-w-5xl' : 'max-w-3xl'}`}>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {updated && (
          <p className="mt-2 text-sm text-muted-foreground">
            <Trans id="site.page.lastUpdated">Last updated: {updatedOn}</Trans>
          </p>
        )}
        {intro && <div className="mt-4 text-lg text-muted-foreground">{intro}</div>}
        <div className="mt-8 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-10 [&_h2]:scroll-mt-20 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:mt-1.5 [&_p]:mt-3 [&_p]:leading-7 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:leading-7">
          {children}
        </div>
        <div className="mt-14 rounded-xl border bg-accent/50 p-6 text-center">
          <p className="text-lg font-semibold">
            <Trans id="site.page.cta.title">Run your team's absences and hours in one place</Trans>
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            <Trans id="site.page.cta.text">Free for up to 2 team members. No credit card needed.</Trans>
          </p>
          <SiteLink to="/auth?tab=signup" className={`${primaryButton} mt-4`}>
            <Trans id="site.page.startFree">Start Free</Trans>
          </SiteLink>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
