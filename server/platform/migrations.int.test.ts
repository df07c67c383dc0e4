import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, migrationsFolder, runMigrations } from './db';

// Several app servers started together (a rolling deploy, a scaled-out service) all run the migrations at
// start: exactly one applies them, the others wait for it and find nothing left to do.
const name = `m_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
const adminUrl = () => inject('pgAdminUrl');
afterAll(async () => {
  const admin = connectDatabase(adminUrl(), { max: 1 });
  await admin.pool.query(`drop database if exists ${name} with (force)`);
  await admin.close();
});

describe('migrations at start', () => {
  it('are applied once when three servers start at the same time on an empty database', async () => {
    const admin = connectDatabase(adminUrl(), { max: 1 });
    await admin.pool.query(`create database ${name}`);
    await admin.close();
    const url = adminUrl().replace(/\/[^/]*$/, `/${name}`);
    const servers = [1, 2, 3].map(() => connectDatabase(url, { max: 3 }));
    try {
      await Promise.all(servers.map((s) => runMigrations(s.db)));
      const journal = JSON.parse(
        readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
      );
      const applied = await servers[0]!.pool.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      await Promise.all(servers.map((s) => s.close()));
    }
  });
});
