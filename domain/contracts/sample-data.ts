import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Whether the company has sample data, and whether the viewer may load it now. */
export const sampleDataStatus = z.object({
  /** The company has sample data: every screen shows the "Sample data" banner. */
  loaded: z.boolean(),
  /** The viewer is an admin of a company with nobody else and no time entries or absences yet. */
  canLoad: z.boolean(),
  /** The viewer may remove it (an admin). */
  canRemove: z.boolean(),
  /** How many sample people it has. */
  people: z.number().int(),
});
export type SampleDataStatus = z.infer<typeof sampleDataStatus>;

export const loadSampleDataResponse = z.object({
  message: z.string(),
  people: z.number().int(),
  timeEntries: z.number().int(),
  absences: z.number().int(),
});

const tags = ['sample-data'];

export const getSampleData = defineEndpoint({
  method: 'GET',
  path: '/api/sample-data',
  access: 'member',
  tags,
  summary: 'Whether the company has sample data and whether the viewer may load it',
  responses: { 200: sampleDataStatus },
});

export const loadSampleData = defineEndpoint({
  method: 'POST',
  path: '/api/sample-data',
  access: 'admin',
  tags,
  summary:
    'Explore with sample data: a sample team, a month of time entries and absences (empty company only)',
  responses: { 201: loadSampleDataResponse },
});

export const removeSampleData = defineEndpoint({
  method: 'DELETE',
  path: '/api/sample-data',
  access: 'admin',
  tags,
  summary: 'Remove sample data: the sample people and everything that belongs to them, in one transaction',
  responses: { 200: z.object({ message: z.string() }) },
});
