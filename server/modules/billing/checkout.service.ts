import { randomUUID } from 'node:crypto';
import { teamSizeText } from '@domain/billing';
import type { BillingReturnPage, CreateCheckoutRequest } from '@domain/contracts/billing';
import { conflict, notFound, validationFailed } from '@domain/errors';
import type { Member } from '../../platform/access';
import { seatCounts } from '../invitations/invitations.repository';
import * as repo from './billing.repository';
import {
  type BillingDeps,
  COMPANY_NOT_FOUND,
  callProvider,
  cancelUrl,
  currentSubscription,
  isSubscribed,
  requireProvider,
  returnPath,
  successUrl,
} from './billing.service';
import type { PaymentProvider } from './provider';

async function ensureCustomer(
  deps: BillingDeps,
  provider: PaymentProvider,
  company: { id: string; name: string },
) {
  const existing = await repo.customerOf(deps.db, company.id);
  if (existing && existing.provider === provider.name) return existing.providerCustomerId;
  const id = await callProvider(deps, 'create customer', () => provider.createCustomer(company));
  return (await repo.saveCustomer(deps.db, company.id, provider.name, id)).providerCustomerId;
}

/** create-subscription: opens the provider's hosted payment page for `teamSize` seats. */
export async function createCheckout(deps: BillingDeps, member: Member, input: CreateCheckoutRequest) {
  const provider = requireProvider(deps);
  const company = await repo.liveCompany(deps.db, member.companyId);
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  const sub = await currentSubscription(deps, deps.db, company.id);
  if (isSubscribed(sub)) {
    throw conflict(
      /*i18n*/ {
        id: 'errors.billing.alreadySubscribed',
        message: 'Your company already has a subscription. Change its team size in Settings → Billing.',
      },
    );
  }
  const counts = await seatCounts(deps.db, company.id);
  const problem = teamSizeText({ desired: input.teamSize, ...counts, purpose: 'subscribe' });
  if (problem) throw validationFailed(problem, [{ field: 'teamSize', message: problem }]);

  const customerId = await ensureCustomer(deps, provider, company);
  const checkoutId = randomUUID();
  const session = await callProvider(deps, 'create checkout', () =>
    provider.createCheckout({
      checkoutId,
      companyId: company.id,
      companyName: company.name,
      customerId,
      teamSize: input.teamSize,
      successUrl: successUrl(deps, input.returnTo),
      cancelUrl: cancelUrl(deps, input.returnTo),
    }),
  );
  await repo.insertCheckout(deps.db, {
    id: checkoutId,
    companyId: company.id,
    provider: provider.name,
    providerSessionId: session.sessionId,
    teamSize: input.teamSize,
    returnTo: input.returnTo,
    url: session.url,
    createdBy: member.userId,
    expiresAt: session.expiresAt,
  });
  return { url: session.url, checkoutId };
}

/** customer-portal: a link to the provider's page for cards, invoices and the subscription. */
export async function openPortal(deps: BillingDeps, member: Member, returnTo: BillingReturnPage) {
  const provider = requireProvider(deps);
  const customer = await repo.customerOf(deps.db, member.companyId);
  if (!customer || customer.provider !== provider.name) {
    throw conflict(
      /*i18n*/ {
        id: 'errors.billing.noBillingAccount',
        message: 'Your company has no billing account yet. Subscribe first.',
      },
    );
  }
  const url = await callProvider(deps, 'portal', () =>
    provider.portalUrl({
      customerId: customer.providerCustomerId,
      returnUrl: `${deps.appUrl}${returnPath(returnTo)}`,
    }),
  );
  return { url };
}
