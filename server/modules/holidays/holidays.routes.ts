import { okResponse } from '@domain/contracts/common';
import {
  bankHolidayEntry,
  bankHolidayKeyParams,
  companyHolidayEntry,
  companyHolidayIdParams,
  companyHolidaysQuery,
  companyHolidaysResponse,
  createCompanyHolidayRequest,
  holidayManagerResponse,
  holidayRegionRequest,
  holidayRegionResponse,
  holidayYearQuery,
  renameCompanyHolidayRequest,
  updateBankHolidayRequest,
} from '@domain/contracts/holidays';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/access';
import type { Database } from '../../platform/db';
import * as service from './holidays.service';

export async function holidaysRoutes(app: FastifyInstance, deps: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    '/api/holidays',
    {
      config: { access: 'member' },
      schema: {
        tags: ['holidays'],
        summary: "The company's holidays between two dates (bank holidays it keeps and its own)",
        querystring: companyHolidaysQuery,
        response: { 200: companyHolidaysResponse },
      },
    },
    async (request) =>
      service.listCompanyHolidays(db, memberOf(request).companyId, request.query.from, request.query.to),
  );

  r.get(
    '/api/holidays/manage',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['holidays'],
        summary:
          'Holiday manager of one year: every bank holiday (kept or disabled), company holidays, counters',
        querystring: holidayYearQuery,
        response: { 200: holidayManagerResponse },
      },
    },
    async (request) => service.holidayManager(db, memberOf(request).companyId, request.query.year),
  );

  r.patch(
    '/api/holidays/bank/:key',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['holidays'],
        summary: 'Enable, disable or rename a bank holiday for the company',
        params: bankHolidayKeyParams,
        body: updateBankHolidayRequest,
        response: { 200: bankHolidayEntry },
      },
    },
    async (request) => service.updateBankHoliday(db, memberOf(request), request.params.key, request.body),
  );

  r.post(
    '/api/holidays/company',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['holidays'],
        summary: 'Add a company holiday',
        body: createCompanyHolidayRequest,
        response: { 201: companyHolidayEntry },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.addCompanyHoliday(db, memberOf(request), request.body)),
  );

  r.patch(
    '/api/holidays/company/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['holidays'],
        summary: 'Rename a company holiday',
        params: companyHolidayIdParams,
        body: renameCompanyHolidayRequest,
        response: { 200: companyHolidayEntry },
      },
    },
    async (request) =>
      service.renameCompanyHoliday(db, memberOf(request), request.params.id, request.body.name),
  );

  r.delete(
    '/api/holidays/company/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['holidays'],
        summary: 'Remove a company holiday (it becomes inactive)',
        params: companyHolidayIdParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await service.removeCompanyHoliday(db, memberOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/company/holiday-region',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['holidays'],
        summary: "The company's holiday country and region",
        response: { 200: holidayRegionResponse },
      },
    },
    async (request) => service.getHolidayRegion(db, memberOf(request).companyId),
  );

  r.put(
    '/api/company/holiday-region',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['holidays'],
        summary: "Change the company's holiday country and region (a new country also sets its time zone)",
        body: holidayRegionRequest,
        response: { 200: holidayRegionResponse },
      },
    },
    async (request) => service.updateHolidayRegion(db, memberOf(request), request.body),
  );
}
