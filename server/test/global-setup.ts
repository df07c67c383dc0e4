import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbedded } from '../platform/database';
import { connectDatabase, runMigrations } from '../platform/db';
import { startJobs } from '../platform/jobs';
import { type CitusCluster, citusClusterFromEnv, createCitusDatabase, dropCitusDatabase } from './citus';

export const TEMPLATE_DB = 'plantel_template';

/**
 * One PostgreSQL for the whole integration run: embedded in a temp directory (fsync off), or the server
 * of TEST_DATABASE_URL. A migrated template database is cloned for every test file (fresh database each).
 * With TEST_CITUS (a Citus coordinator, `npm run test:citus`) there is no template: each file creates and
 * distributes a database of its own on the cluster (server/test/citus.ts).
 */
export default async function setup(project: TestProject) {
  const cluster = await citusClusterFromEnv();
  if (cluster) {
    // Fail once, early, when the schema does not distribute, rather than in every file.
    const name = `t_setup_${process.pid}`;
    await dropCitusDatabase(cluster, name);
    try {
      await createCitusDatabase(cluster, name);
    } finally {
      await dropCitusDatabase(cluster, name);
    }
    project.provide('pgAdminUrl', cluster.adminUrl);
    project.provide('citus', cluster);
    return async () => {};
  }
  project.provide('citus', null);
  const log = { info: () => {}, warn: (m: string) => console.warn(m) };
  let adminUrl: string;
  let stop = async () => {};
  let dir: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    adminUrl = process.env.TEST_DATABASE_URL;
  } else {
    dir = mkdtempSync(path.join(os.tmpdir(), 'plantel-test-'));
    const server = await startEmbedded(dir, log, { fast: true, dbName: TEMPLATE_DB });
    adminUrl = server.url.replace(new RegExp(`/${TEMPLATE_DB}$`), '/postgres');
    stop = server.stop;
  }

  const templateUrl = adminUrl.replace(/\/[^/]*$/, `/${TEMPLATE_DB}`);
  const admin = connectDatabase(adminUrl, { max: 1 });
  await admin.pool.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.pool.query(`create database ${TEMPLATE_DB}`);
  const template = connectDatabase(templateUrl, { max: 2 });
  await runMigrations(template.db);
  // pg-boss creates its schema on first start; do it once here so each cloned database already has it.
  const jobs = await startJobs(templateUrl, console, { workers: false });
  await jobs.stop();
  await template.close();
  await admin.close();

  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    await stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** The Citus cluster the suite runs on (TEST_CITUS), or null on one PostgreSQL. */
    citus: CitusCluster | null;
  }
}
