import { z } from 'zod';

export const calendarFeedStatus = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});

/** The feed URL is shown once, when it is created: only a hash of its token is kept. */
export const calendarFeedCreated = z.object({ url: z.string(), createdAt: z.string() });

export const calendarFeedQuery = z.object({ token: z.string().max(200) });
