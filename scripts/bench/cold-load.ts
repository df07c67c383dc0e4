// Cold loads of the main screens, one or more builds side by side (issue 16):
//
//   tsx scripts/bench/cold-load.ts --data-dir DIR --email E --password P [--builds dist,/tmp/before/dist] [--rounds 5]
//
// A database with a company in it (`DATA_DIR=DIR npm run demo` makes one), each build's server started in turn on
// it (rounds interleave the builds, so the machine's load weighs on each alike). Each sample is one cold load
// (cold.ts: a fresh Chromium context, measured until the screen's content shows).
import { signIn } from './client';
import { type ColdSample, coldLoad, rememberedLanguage } from './cold';
import { type LighthouseResult, launchChromium, runLighthouse } from './lighthouse';
import { percentiles } from './load';
import { startServer } from './server';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const dataDir = option('data-dir');
const email = option('email');
const password = option('password');
if (!dataDir || !email || !password) throw new Error('--data-dir, --email and --password are required');
const builds = (option('builds') ?? 'dist').split(',');
const rounds = Number(option('rounds') ?? 5);
const screens = (option('screens') ?? '/app/dashboard,/app/team,/app/time-tracking').split(',');
/** With --lighthouse, also a Lighthouse run (mobile, simulated slow 4G) of /app/dashboard per build and round. */
const withLighthouse = argv.includes('--lighthouse');
const lighthouseRuns = new Map<string, LighthouseResult[]>();

const samples = new Map<string, ColdSample[]>();

const browser = await launchChromium();
try {
  for (let round = 0; round < rounds; round++) {
    for (const build of builds) {
      // Many sign-ins of one account: the bench's, not an attack.
      const server = await startServer(
        { DATA_DIR: dataDir, RATE_LIMIT_MULTIPLIER: '50' },
        { script: `${build}/server/main.js` },
      );
      try {
        const cookie = await signIn(server, email, password);
        const language = await rememberedLanguage(server.url, cookie);
        for (const screen of screens) {
          const sample = await coldLoad(browser, server.url, cookie, language, screen);
          const key = `${build} ${screen}`;
          samples.set(key, [...(samples.get(key) ?? []), sample]);
        }
        if (withLighthouse) {
          const result = await runLighthouse(`${server.url}/app/dashboard`, cookie);
          lighthouseRuns.set(build, [...(lighthouseRuns.get(build) ?? []), result]);
        }
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  await browser.close();
}

for (const [key, list] of samples) {
  const ms = list.map((s) => s.ms);
  console.log(
    `${key}: median ${Math.round(percentiles(ms).p50)} ms (${ms.map((m) => Math.round(m)).join(', ')}); ` +
      `first paint ${Math.round(percentiles(list.map((s) => s.fcp)).p50)} ms; ` +
      `scripts ${list.map((s) => s.scripts).join('/')}, API requests ${list.map((s) => s.api).join('/')}`,
  );
}
for (const [build, runs] of lighthouseRuns) {
  for (const r of runs)
    console.log(
      `${build} Lighthouse /app/dashboard: performance ${r.performance}, accessibility ${r.accessibility}, ` +
        `FCP ${Math.round(r.fcpMs)} ms, LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms; ${r.opportunities.join('; ')}`,
    );
}
