import { SiteLink } from '@/components/site-link';
import { DOCUMENTATION_URL, supportEmail } from '@/lib/site';
import { BrandMark } from './brand';

const link = 'text-muted-foreground hover:text-foreground hover:underline underline-offset-4';

/** The footer of every public page, with the links of the spec. */
export function SiteFooter() {
  const email = supportEmail();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <SiteLink to="/" className="flex items-center gap-2 font-semibold">
            <BrandMark className="size-7" />
            <span>Plantel</span>
          </SiteLink>
          <p className="mt-3 text-sm text-muted-foreground">
            Absences, time tracking and timesheets for teams of 2 to 20 people.
          </p>
        </div>
        <nav aria-label="Product">
          <h2 className="text-sm font-semibold">Product</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <SiteLink to="/features" className={link}>
                Features
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/pricing" className={link}>
                Pricing
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/about" className={link}>
                About
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/#blog" className={link}>
                Blog
              </SiteLink>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="text-sm font-semibold">Legal</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <SiteLink to="/privacy" className={link}>
                Privacy Policy
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/terms" className={link}>
                Terms of Service
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/gdpr" className={link}>
                GDPR
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/cookies" className={link}>
                Cookie Policy
              </SiteLink>
            </li>
          </ul>
        </nav>
        <nav aria-label="Support">
          <h2 className="text-sm font-semibold">Support</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={DOCUMENTATION_URL} target="_blank" rel="noopener noreferrer" className={link}>
                Documentation<span className="sr-only"> (opens in a new tab)</span>
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
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted-foreground">
          © {new Date().getFullYear()} Plantel · Beta
        </p>
      </div>
    </footer>
  );
}
