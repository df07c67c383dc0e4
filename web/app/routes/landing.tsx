import { Link } from 'react-router';
import { usePageMeta } from '@/lib/page-meta';
import { BrandMark } from '../layouts/brand';

/** Minimal landing until the public site lands: what Plantel is and the way in. */
export function LandingPage() {
  usePageMeta(
    'Plantel — HR for small teams',
    'Absences, bank holidays, time tracking and monthly timesheets for companies of 2 to 20 people.',
  );
  return (
    <div className="min-h-svh">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
        <Link to="/" className="flex items-center gap-2 font-semibold">
          <BrandMark />
          <span>Plantel</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-4 text-sm">
          <Link to="/auth" className="hover:underline">
            Sign In
          </Link>
          <Link
            to="/auth?tab=signup"
            className="rounded-md bg-primary px-3 py-2 font-medium text-primary-foreground"
          >
            Get Started Free
          </Link>
        </nav>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-20 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
          HR for small teams, without the paperwork
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Absences and bank holidays, time tracking and monthly timesheets for companies of 2 to 20 people.
        </p>
        <Link
          to="/auth?tab=signup"
          className="mt-8 inline-block rounded-md bg-primary px-5 py-3 font-medium text-primary-foreground"
        >
          Get Started Free
        </Link>
      </main>
    </div>
  );
}
