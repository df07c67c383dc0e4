import { z } from 'zod';
import { okResponse } from './common';
import { defineEndpoint } from './endpoint';

export const calendarFeedStatus = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});

/** The feed URL is shown once, when it is created: only a hash of its token is kept. */
export const calendarFeedCreated = z.object({ url: z.string(), createdAt: z.string() });

export const calendarFeedQuery = z.object({ token: z.string().max(200) });

// Endpoints.
const tags = ['calendar-feeds'];

export const getCalendarFeedStatus = defineEndpoint({
  method: 'GET',
  path: '/api/calendar-feed',
  access: 'member',
  tags,
  summary: 'Whether the signed-in member has a live iCal feed URL',
  responses: { 200: calendarFeedStatus },
});

export const createCalendarFeed = defineEndpoint({
  method: 'POST',
  path: '/api/calendar-feed',
  access: 'member',
  tags,
  summary: 'Create a new private iCal feed URL (shown once; the previous one stops working)',
  responses: { 201: calendarFeedCreated },
});

export const revokeCalendarFeed = defineEndpoint({
  method: 'DELETE',
  path: '/api/calendar-feed',
  access: 'member',
  tags,
  summary: 'Revoke the iCal feed URL',
  responses: { 200: okResponse },
});

/**
 * Public: calendar apps cannot sign in. The token in the URL is the credential (256 bits, revocable, stored
 * hashed, redacted from logs by the `token=` rule of the logger). Its URL is the one createCalendarFeed answers.
 */
export const readCalendarFeed = defineEndpoint({
  method: 'GET',
  path: '/api/calendar-feed.ics',
  access: 'public',
  tags,
  summary: "A member's iCal feed: the team's approved absences and the company's holidays",
  query: calendarFeedQuery,
  file: true,
});
