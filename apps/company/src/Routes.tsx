import { Navigate, Route, Routes as RouterRoutes, useParams } from '@storefront/shell';
import { NotFound } from '@storefront/ui';
import { partnerFromSlug } from './data/partners';
import { HelpPage } from './pages/HelpPage';
import { JoinUsPage } from './pages/JoinUsPage';
import { LocationPage } from './pages/LocationPage';
import { PaymentPage } from './pages/PaymentPage';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { ProfilePage } from './pages/ProfilePage';
import { RefundPolicyPage } from './pages/RefundPolicyPage';
import { TestimonialsPage } from './pages/TestimonialsPage';

/** /partners/{store|delivery|abp|…}: the join-us page with that partner's dialog open. */
function PartnerRoute() {
  const { type } = useParams();
  const partner = partnerFromSlug(type);
  return partner ? <JoinUsPage key={partner.id} initialPartner={partner} /> : <NotFound />;
}

/** The company team's pages: /company/*, /join-us, /partners/*, /help and the content pages. */
export default function Routes() {
  return (
    <RouterRoutes>
      <Route path="company" element={<Navigate to="/company/profile" replace />} />
      <Route path="company/profile" element={<ProfilePage />} />
      <Route
        path="company/ventures"
        element={
          <PlaceholderPage
            title="Ventures"
            message="Ventures section coming soon..."
            about="The businesses we build and back beyond our agency work."
          />
        }
      />
      <Route
        path="company/sustainability"
        element={
          <PlaceholderPage
            title="Sustainability"
            message="Company section coming soon.."
            about="How we work to reduce the footprint of our campaigns, events and offices."
          />
        }
      />
      <Route
        path="company/blogs"
        element={
          <PlaceholderPage
            title="Blogs"
            message="Blogs section coming soon.."
            about="Stories, case studies and ideas from our teams."
          />
        }
      />
      <Route path="join-us" element={<JoinUsPage />} />
      <Route path="partners/:type" element={<PartnerRoute />} />
      <Route path="help" element={<HelpPage />} />
      <Route path="refund-policy" element={<RefundPolicyPage />} />
      <Route path="payment" element={<PaymentPage />} />
      <Route path="testimonials" element={<TestimonialsPage />} />
      <Route path="location" element={<LocationPage />} />
      <Route path="*" element={<NotFound />} />
    </RouterRoutes>
  );
}
