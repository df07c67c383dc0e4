import { PriceCalculator } from '@/features/pricing/components/price-calculator';
import { PricingTable } from '@/features/pricing/components/pricing-table';
import { PublicPage } from '../../layouts/public-page';

const FAQ = [
  {
    q: 'Is there really a free plan?',
    a: 'Yes. A company with up to 2 team members uses Plantel for free, with every feature, for as long as it likes.',
  },
  {
    q: 'How is the price calculated?',
    a: 'The first 2 team members are free. Every additional member costs €1 per month. A team of 10 pays €8 a month.',
  },
  {
    q: 'Who counts as a team member?',
    a: 'Everyone with an account in your company, administrators included, plus invitations that are still open: an invitation holds a seat until it is used or expires.',
  },
  {
    q: 'Are some features only in bigger plans?',
    a: 'No. All features are in every plan, including the free one.',
  },
  {
    q: 'How does billing work?',
    a: 'Monthly only, billed in advance, by card through our card payment provider. There are no setup fees.',
  },
  {
    q: 'Can I cancel anytime?',
    a: 'Yes. The cancellation takes effect at the end of the month you have paid for. Payments for a month that has started are not refunded.',
  },
  {
    q: 'What happens when someone leaves the team?',
    a: 'When you remove a member on a paid plan, you choose whether to keep the paid seat for a new colleague or to reduce your plan by €1 a month.',
  },
];

export function PricingPage() {
  return (
    <PublicPage
      title="Pricing"
      description="Free for up to 2 team members, then €1 per member per month. All features in every plan, monthly billing, no setup fees, cancel anytime."
      intro={<p>Free for up to 2 team members. Every additional member costs €1 per month. That is all.</p>}
    >
      <PriceCalculator />

      <h2>Sample team sizes</h2>
      <div className="mt-4">
        <PricingTable />
      </div>

      <h2>Frequently asked questions</h2>
      <div className="mt-4 divide-y rounded-lg border">
        {FAQ.map((item) => (
          <details key={item.q} className="group px-4 py-3">
            <summary className="cursor-pointer list-inside font-medium marker:text-muted-foreground">
              {item.q}
            </summary>
            <p className="mt-2! text-muted-foreground">{item.a}</p>
          </details>
        ))}
      </div>
    </PublicPage>
  );
}
