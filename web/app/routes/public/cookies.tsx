import { SiteLink } from '@/components/site-link';
import { CookieSettingsPanel } from '@/features/consent/components/cookie-settings-panel';
import { LEGAL_TEXTS_UPDATED } from '@/lib/site';
import { PublicPage } from '../../layouts/public-page';

const ESSENTIAL = [
  {
    name: 'plantel.session_token',
    kind: 'Cookie',
    purpose:
      'Keeps you signed in. Page scripts cannot read it. Called __Host-plantel.session_token on secure connections.',
    duration: 'Ends after 7 days without use, at most 30 days',
  },
  {
    name: 'sidebar:state',
    kind: 'Cookie',
    purpose:
      'Remembers whether you collapsed the app’s sidebar. Set only when you collapse or expand it yourself.',
    duration: '7 days',
  },
  {
    name: 'cookie-preferences, cookie-consent',
    kind: 'Local storage',
    purpose: 'Remember your choice in this banner, so we do not ask again on every page.',
    duration: 'Until you change your choice or clear your browser data',
  },
];

export function CookiesPage() {
  return (
    <PublicPage
      title="Cookie Policy"
      description="Which cookies and similar storage Plantel uses, why, for how long, and how to change your choice at any time."
      updated={LEGAL_TEXTS_UPDATED}
      intro={
        <p>
          Plantel uses as little browser storage as it can. Here is all of it, and how you stay in control.
        </p>
      }
    >
      <h2>What cookies are</h2>
      <p>
        Cookies are small files a website stores in your browser. Local storage is a similar place in your
        browser where a website keeps small pieces of information. We call both "cookies" on this page.
      </p>

      <h2>Essential cookies (always on)</h2>
      <p>These are needed for Plantel to work and to keep your account secure, so they need no consent.</p>
      <div className="mt-4 space-y-3">
        {ESSENTIAL.map((c) => (
          <dl key={c.name} className="rounded-lg border p-4 text-sm">
            <div>
              <dt className="sr-only">Name</dt>
              <dd className="font-mono font-medium break-all">{c.name}</dd>
            </div>
            <div className="mt-2 grid gap-1 sm:grid-cols-[8rem_1fr]">
              <dt className="text-muted-foreground">Type</dt>
              <dd>{c.kind}</dd>
              <dt className="text-muted-foreground">Purpose</dt>
              <dd>{c.purpose}</dd>
              <dt className="text-muted-foreground">Kept for</dt>
              <dd>{c.duration}</dd>
            </div>
          </dl>
        ))}
      </div>

      <h2>Optional cookies (off until you allow them)</h2>
      <ul>
        <li>
          <strong>Functional:</strong> remember optional settings that make Plantel more convenient.
        </li>
        <li>
          <strong>Analytics:</strong> help us understand how Plantel is used, so we can improve it.
        </li>
        <li>
          <strong>Marketing:</strong> measure our own campaigns and show you relevant Plantel offers.
        </li>
      </ul>
      <p>
        Plantel does not use any functional, analytics or marketing cookies today. You can still decide now:
        if we add any, nothing in a category will load until you have allowed that category.
      </p>

      <h2 id="settings">Your cookie settings</h2>
      <p>Change your choice for this browser at any time. Withdrawing consent is as easy as giving it.</p>
      <div className="mt-4">
        <CookieSettingsPanel />
      </div>

      <h2>When you are signed in</h2>
      <p>
        Your choice is also saved to your account: for each optional category, whether you agreed, the date,
        the consent version (1.0) and your browser's user agent. We do not record your IP address. You can
        change it in Account Settings, under Privacy &amp; Data. See our{' '}
        <SiteLink to="/privacy">Privacy Policy</SiteLink> for more.
      </p>

      <h2>Blocking cookies in your browser</h2>
      <p>
        Your browser's settings can block or delete cookies. If you block essential cookies, you will not be
        able to sign in to Plantel.
      </p>
    </PublicPage>
  );
}
