import * as path from 'node:path';
import { readdirSync } from 'node:fs';
const found = new Set<string>();
const seen = new WeakSet<object>();
function errText(e: unknown): string | undefined {
  if (typeof e === 'string') return e;
  if (typeof e === 'function') { try { const r = e({ code: 'custom', input: undefined }); return typeof r === 'string' ? r : r?.message; } catch { return undefined; } }
  if (e && typeof e === 'object' && 'message' in e) return String((e as any).message);
  return undefined;
}
function walk(s: any) {
  if (!s || typeof s !== 'object' || seen.has(s)) return;
  seen.add(s);
  const z = s._zod;
  if (!z) { if (Array.isArray(s)) s.forEach(walk); return; }
  const def = z.def;
  const t = errText(def.error); if (t) found.add(t);
  for (const c of def.checks ?? []) { const ct = errText(c._zod?.def?.error); if (ct) found.add(ct); walk(c); }
  for (const k of ['innerType','in','out','element','left','right','valueType','keyType','schema','type']) walk(def[k]);
  if (def.shape) for (const v of Object.values(def.shape)) walk(v);
  for (const o of def.options ?? []) walk(o);
  for (const o of def.items ?? []) walk(o);
}
const dir = 'domain/contracts';
for (const f of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
  const mod = await import(path.resolve(dir, f));
  for (const v of Object.values(mod)) {
    if (v && typeof v === 'object') { walk(v); for (const x of Object.values(v as object)) walk(x); }
  }
}
console.log(JSON.stringify([...found].sort(), null, 1));
