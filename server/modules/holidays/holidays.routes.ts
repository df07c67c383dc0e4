import * as api from '@domain/contracts/holidays';
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../platform/access';
import type { Database } from '../../platform/db';
import { memberLocale } from '../../platform/request-locale';
import { route } from '../../platform/route';
import * as service from './holidays.service';

export async function holidaysRoutes(app: FastifyInstance, deps: { db: Database }) {
  const { db } = deps;

  route(app, api.listCompanyHolidays, (request) =>
    service.listCompanyHolidays(db, memberOf(request), request.query.from, request.query.to),
  );

  route(app, api.getHolidayManager, (request) =>
    service.holidayManager(
      db,
      memberOf(request).companyId,
      request.query.year,
      memberLocale(db, memberOf(request)),
    ),
  );

  route(app, api.updateBankHoliday, (request) =>
    service.updateBankHoliday(db, memberOf(request), request.params.key, request.body),
  );

  route(app, api.addCompanyHoliday, async (request, reply) =>
    reply.status(201).send(await service.addCompanyHoliday(db, memberOf(request), request.body)),
  );

  route(app, api.renameCompanyHoliday, (request) =>
    service.renameCompanyHoliday(db, memberOf(request), request.params.id, request.body.name),
  );

  route(app, api.removeCompanyHoliday, async (request) => {
    await service.removeCompanyHoliday(db, memberOf(request), request.params.id);
    return { ok: true as const };
  });

  route(app, api.getHolidayRegion, (request) => service.getHolidayRegion(db, memberOf(request).companyId));

  route(app, api.updateHolidayRegion, (request) =>
    service.updateHolidayRegion(db, memberOf(request), request.body),
  );
}
