import { Trans, useLingui } from '@lingui/react/macro';
import { SiteLink } from '@/components/site-link';
import { VisitorLanguageSelect } from '@/components/visitor-language-select';
import { DOCUMENTATION_URL, supportEmail } from '@/lib/site';
import { BrandMark } from './brand';

const link = 'text-muted-foreground hover:text-foreground hover:underline underline-offset-4';

/** The footer of every public page, with the links of the spec and the visitor's language. */
export function SiteFooter() {
  const { t } = useLingui();
  const email = supportEmail();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <SiteLink to="/" className="flex items-center gap-2 font-semibold">
            <BrandMark className="size-7" />
            {/* i18n-ignore: the product's name */}
            <span>Plantel</span>
          </SiteLink>
          <p className="mt-3 text-sm text-muted-foreground">
            <Trans id="site.footer.tagline">
              Absences, time tracking and timesheets for teams of 2 to 20 people.
            </Trans>
          </p>
        </div>
        <nav aria-label={t({ id: 'site.footer.product', message: 'Product' })}>
          <h2 className="text-sm font-semibold">
            <Trans id="site.footer.product">Product</Trans>
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <SiteLink to="/features" className={link}>
                <Trans id="site.nav.features">Features</Trans>
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/pricing" className={link}>
                <Trans id="site.nav.pricing">Pricing</Trans>
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/about" className={link}>
                <Trans id="site.footer.about">About</Trans>
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/#blog" className={link}>
                <Trans id="site.footer.blog">Blog</Trans>
              </SiteLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t({ id: 'site.footer.legal', message: 'Legal' })}>
          <h2 className="text-sm font-semibold">
            <Trans id="site.footer.legal">Legal</Trans>
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <SiteLink to="/privacy" className={link}>
                <Trans id="site.footer.privacy">Privacy Policy</Trans>
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/terms" className={link}>
                <Trans id="site.footer.terms">Terms of Service</Trans>
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/gdpr" className={link}>
                <Trans id="site.footer.gdpr">GDPR</Trans>
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/cookies" className={link}>
                <Trans id="site.footer.cookies">Cookie Policy</Trans>
              </SiteLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t({ id: 'site.footer.support', message: 'Support' })}>
          <h2 className="text-sm font-semibold">
            <Trans id="site.footer.support">Support</Trans>
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={DOCUMENTATION_URL} target="_blank" rel="noopener noreferrer" className={link}>
                <Trans id="site.footer.documentation">
                  Documentation<span className="sr-only"> (opens in a new tab)</span>
                </Trans>
              </a>
            </li>
            <li>
              <a href={`mailto:${email}`} className={`${link} break-all`}>
                {email}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-4">
          <p className="text-xs text-muted-foreground">
            <Trans id="site.footer.copyright">© {year} Plantel · Beta</Trans>
          </p>
          <VisitorLanguageSelect />
        </div>
      </div>
    </footer>
  );
}
