import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SiteLink } from '@/components/site-link';
import { CookieSettingsPanel } from '@/features/consent/components/cookie-settings-panel';
import { LEGAL_TEXTS_UPDATED } from '@/lib/site';
import { PublicPage } from '../../layouts/public-page';

const COOKIE = msg({ id: 'legal.cookies.kind.cookie', message: 'Cookie' });
const ESSENTIAL = [
  {
    // The names are the browser's: the same in every language.
    name: 'plantel.session_token',
    kind: COOKIE,
    purpose: msg({
      id: 'legal.cookies.session.purpose',
      message:
        'Keeps you signed in. Page scripts cannot read it. Called __Host-plantel.session_token on secure connections.',
    }),
    duration: msg({
      id: 'legal.cookies.session.duration',
      message: 'Ends after 7 days without use, at most 30 days',
    }),
  },
  {
    name: 'sidebar:state',
    kind: COOKIE,
    purpose: msg({
      id: 'legal.cookies.sidebar.purpose',
      message:
        'Remembers whether you collapsed the app’s sidebar. Set only when you collapse or expand it yourself.',
    }),
    duration: msg({ id: 'legal.cookies.sidebar.duration', message: '7 days' }),
  },
  {
    name: 'cookie-preferences, cookie-consent',
    kind: msg({ id: 'legal.cookies.kind.localStorage', message: 'Local storage' }),
    purpose: msg({
      id: 'legal.cookies.consent.purpose',
      message: 'Remember your choice in this banner, so we do not ask again on every page.',
    }),
    duration: msg({
      id: 'legal.cookies.consent.duration',
      message: 'Until you change your choice or clear your browser data',
    }),
  },
];

export function CookiesPage() {
  const { t, i18n } = useLingui();
  return (
    <PublicPage
      title={t({ id: 'legal.cookies.title', message: 'Cookie Policy' })}
      description={t({
        id: 'legal.cookies.description',
        message:
          'Which cookies and similar storage Plantel uses, why, for how long, and how to change your choice at any time.',
      })}
      updated={LEGAL_TEXTS_UPDATED}
      intro={
        <p>
          <Trans id="legal.cookies.intro">
            Plantel uses as little browser storage as it can. Here is all of it, and how you stay in control.
          </Trans>
        </p>
      }
    >
      <h2>
        <Trans id="legal.cookies.what.title">What cookies are</Trans>
      </h2>
      <p>
        <Trans id="legal.cookies.what.text">
          Cookies are small files a website stores in your browser. Local storage is a similar place in your
          browser where a website keeps small pieces of information. We call both "cookies" on this page.
        </Trans>
      </p>

      <h2>
        <Trans id="legal.cookies.essential.title">Essential cookies (always on)</Trans>
      </h2>
      <p>
        <Trans id="legal.cookies.essential.text">
          These are needed for Plantel to work and to keep your account secure, so they need no consent.
        </Trans>
      </p>
      <div className="mt-4 space-y-3">
        {ESSENTIAL.map((c) => (
          <dl key={c.name} className="rounded-lg border p-4 text-sm">
            <div>
              <dt className="sr-only">
                <Trans id="legal.cookies.table.name">Name</Trans>
              </dt>
              <dd className="font-mono font-medium break-all">{c.name}</dd>
            </div>
            <div className="mt-2 grid gap-1 sm:grid-cols-[8rem_1fr]">
              <dt className="text-muted-foreground">
                <Trans id="legal.cookies.table.type">Type</Trans>
              </dt>
              <dd>{i18n._(c.kind)}</dd>
              <dt className="text-muted-foreground">
                <Trans id="legal.cookies.table.purpose">Purpose</Trans>
              </dt>
              <dd>{i18n._(c.purpose)}</dd>
              <dt className="text-muted-foreground">
                <Trans id="legal.cookies.table.keptFor">Kept for</Trans>
              </dt>
              <dd>{i18n._(c.duration)}</dd>
            </div>
          </dl>
        ))}
      </div>

      <h2>
        <Trans id="legal.cookies.optional.title">Optional cookies (off until you allow them)</Trans>
      </h2>
      <ul>
        <li>
          <Trans id="legal.cookies.optional.functional">
            <strong>Functional:</strong> remember optional settings that make Plantel more convenient.
          </Trans>
        </li>
        <li>
          <Trans id="legal.cookies.optional.analytics">
            <strong>Analytics:</strong> help us understand how Plantel is used, so we can improve it.
          </Trans>
        </li>
        <li>
          <Trans id="legal.cookies.optional.marketing">
            <strong>Marketing:</strong> measure our own campaigns and show you relevant Plantel offers.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans id="legal.cookies.optional.none">
          Plantel does not use any functional, analytics or marketing cookies today. You can still decide now:
          if we add any, nothing in a category will load until you have allowed that category.
        </Trans>
      </p>

      <h2 id="settings">
        <Trans id="legal.cookies.settings.title">Your cookie settings</Trans>
      </h2>
      <p>
        <Trans id="legal.cookies.settings.text">
          Change your choice for this browser at any time. Withdrawing consent is as easy as giving it.
        </Trans>
      </p>
      <div className="mt-4">
        <CookieSettingsPanel />
      </div>

      <h2>
        <Trans id="legal.cookies.account.title">When you are signed in</Trans>
      </h2>
      <p>
        <Trans id="legal.cookies.account.text">
          Your choice is also saved to your account: for each optional category, whether you agreed, the date,
          the consent version (1.0) and your browser's user agent. We do not record your IP address. You can
          change it in Account Settings, under Privacy &amp; Data. See our{' '}
          <SiteLink to="/privacy">Privacy Policy</SiteLink> for more.
        </Trans>
      </p>

      <h2>
        <Trans id="legal.cookies.blocking.title">Blocking cookies in your browser</Trans>
      </h2>
      <p>
        <Trans id="legal.cookies.blocking.text">
          Your browser's settings can block or delete cookies. If you block essential cookies, you will not be
          able to sign in to Plantel.
        </Trans>
      </p>
    </PublicPage>
  );
}
