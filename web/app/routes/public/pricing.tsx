import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PriceCalculator } from '@/features/pricing/components/price-calculator';
import { PricingTable } from '@/features/pricing/components/pricing-table';
import { PublicPage } from '../../layouts/public-page';

const FAQ = [
  {
    q: msg({ id: 'site.pricing.faq.free.q', message: 'Is there really a free plan?' }),
    a: msg({
      id: 'site.pricing.faq.free.a',
      message:
        'Yes. A company with up to 2 team members uses Plantel for free, with every feature, for as long as it likes.',
    }),
  },
  {
    q: msg({ id: 'site.pricing.faq.price.q', message: 'How is the price calculated?' }),
    a: msg({
      id: 'site.pricing.faq.price.a',
      message:
        'The first 2 team members are free. Every additional member costs €1 per month. A team of 10 pays €8 a month.',
    }),
  },
  {
    q: msg({ id: 'site.pricing.faq.members.q', message: 'Who counts as a team member?' }),
    a: msg({
      id: 'site.pricing.faq.members.a',
      message:
        'Everyone with an account in your company, administrators included, plus invitations that are still open: an invitation holds a seat until it is used or expires.',
    }),
  },
  {
    q: msg({ id: 'site.pricing.faq.features.q', message: 'Are some features only in bigger plans?' }),
    a: msg({
      id: 'site.pricing.faq.features.a',
      message: 'No. All features are in every plan, including the free one.',
    }),
  },
  {
    q: msg({ id: 'site.pricing.faq.billing.q', message: 'How does billing work?' }),
    a: msg({
      id: 'site.pricing.faq.billing.a',
      message:
        'Monthly only, billed in advance, by card through our card payment provider. There are no setup fees.',
    }),
  },
  {
    q: msg({ id: 'site.pricing.faq.cancel.q', message: 'Can I cancel anytime?' }),
    a: msg({
      id: 'site.pricing.faq.cancel.a',
      message:
        'Yes. The cancellation takes effect at the end of the month you have paid for. Payments for a month that has started are not refunded.',
    }),
  },
  {
    q: msg({ id: 'site.pricing.faq.leaves.q', message: 'What happens when someone leaves the team?' }),
    a: msg({
      id: 'site.pricing.faq.leaves.a',
      message:
        'When you remove a member on a paid plan, you choose whether to keep the paid seat for a new colleague or to reduce your plan by €1 a month.',
    }),
  },
];

export function PricingPage() {
  const { t, i18n } = useLingui();
  return (
    <PublicPage
      title={t({ id: 'site.pricing.title', message: 'Pricing' })}
      description={t({
        id: 'site.pricing.description',
        message:
          'Free for up to 2 team members, then €1 per member per month. All features in every plan, monthly billing, no setup fees, cancel anytime.',
      })}
      intro={
        <p>
          <Trans id="site.pricing.intro">
            Free for up to 2 team members. Every additional member costs €1 per month. That is all.
          </Trans>
        </p>
      }
    >
      <PriceCalculator />

      <h2>
        <Trans id="site.pricing.samples">Sample team sizes</Trans>
      </h2>
      <div className="mt-4">
        <PricingTable />
      </div>

      <h2>
        <Trans id="site.pricing.faq.title">Frequently asked questions</Trans>
      </h2>
      <div className="mt-4 divide-y rounded-lg border">
        {FAQ.map((item) => (
          <details key={item.q.id} className="group px-4 py-3">
            <summary className="cursor-pointer list-inside font-medium marker:text-muted-foreground">
              {i18n._(item.q)}
            </summary>
            <p className="mt-2! text-muted-foreground">{i18n._(item.a)}</p>
          </details>
        ))}
      </div>
    </PublicPage>
  );
}
