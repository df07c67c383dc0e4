// The company's absence rules (Settings → Preferences): vacation counting, carry-over and two-step
// approval. Read through the company context, whose one query also gives the defaults of a company that
// never chose its own.

import type { AbsencePolicy } from '@domain/contracts/absences';
import type { Member } from '../../platform/access';
import type { Db } from '../../platform/db';
import { loadCompanyContext } from '../context/company-context';
import * as repo from './absences.repository';

export async function getAbsencePolicy(db: Db, companyId: string) {
  return (await loadCompanyContext(db, companyId)).policy;
}

export async function updateAbsencePolicy(db: Db, member: Member, input: AbsencePolicy) {
  return repo.upsertPolicy(db, member.companyId, input, member.userId);
}
