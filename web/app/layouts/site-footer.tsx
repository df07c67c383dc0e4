import { Link } from 'react-router';
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
          <Link to="/" className="flex items-center gap-2 font-semibold">
            <BrandMark className="size-7" />
            <span>Plantel</span>
          </Link>
          <p className="mt-3 text-sm text-muted-foreground">
            Absences, time tracking and timesheets for teams of 2 to 20 people.
          </p>
        </div>
        <nav aria-label="Product">
          <h2 className="text-sm font-semibold">Product</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/features" className={link}>
                Features
              </Link>
            </li>
            <li>
              <Link to="/pricing" className={link}>
                Pricing
              </Link>
            </li>
            <li>
              <Link to="/about" className={link}>
                About
              </Link>
            </li>
            <li>
              <Link to="/#blog" className={link}>
                Blog
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="text-sm font-semibold">Legal</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/privacy" className={link}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={link}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to="/gdpr" className={link}>
                GDPR
              </Link>
            </li>
            <li>
              <Link to="/cookies" className={link}>
                Cookie Policy
              </Link>
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
