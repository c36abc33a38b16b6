import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes as RouterRoutes, useNavigate, useParams } from '@storefront/shell';
import { NotFound } from '@storefront/ui';
import { partnerFromSlug } from './data/partners';
import { PLACEHOLDER_SECTIONS } from './data/placeholders';
import { HelpPage } from './pages/HelpPage';
import { JoinUsPage } from './pages/JoinUsPage';
import { LinkActionPage } from './pages/LinkActionPage';
import { LocationPage } from './pages/LocationPage';
import { PaymentPage } from './pages/PaymentPage';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { ProfilePage } from './pages/ProfilePage';
import { RefundPolicyPage } from './pages/RefundPolicyPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { TestimonialsPage } from './pages/TestimonialsPage';

// My account (its api calls, the dates' formatter) loads only when opened: no other page needs it.
const MyAccountPage = lazy(() => import('./pages/MyAccountPage').then((m) => ({ default: m.MyAccountPage })));

/** /partners/{store|delivery|abp|…}: the join-us page with that partner's dialog open. */
function PartnerRoute() {
  const { type } = useParams();
  const partner = partnerFromSlug(type);
  return partner ? <JoinUsPage key={partner.id} initialPartner={partner} /> : <NotFound />;
}

/**
 * /company: the profile, then the address of the profile. The same markup in the rendered HTML and
 * at hydration (a redirect would leave the rendered page empty); the URL changes once in the browser.
 */
function CompanyIndex() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/company/profile', { replace: true });
  }, [navigate]);
  return <ProfilePage />;
}

/**
 * The company team's pages: /company/*, /join-us, /partners/*, /help, the content pages, My account
 * (/account), and the pages a mail's link opens: /reset-password, /newsletter/confirm,
 * /newsletter/leave and /account/confirm.
 */
export default function Routes() {
  return (
    <RouterRoutes>
      <Route path="company" element={<CompanyIndex />} />
      <Route path="company/profile" element={<ProfilePage />} />
      {PLACEHOLDER_SECTIONS.map((section) => (
        <Route
          key={section.slug}
          path={`company/${section.slug}`}
          element={<PlaceholderPage title={section.title} message={section.message} about={section.about} />}
        />
      ))}
      <Route path="join-us" element={<JoinUsPage />} />
      <Route path="partners/:type" element={<PartnerRoute />} />
      <Route path="help" element={<HelpPage />} />
      <Route path="refund-policy" element={<RefundPolicyPage />} />
      <Route path="payment" element={<PaymentPage />} />
      <Route path="testimonials" element={<TestimonialsPage />} />
      <Route path="location" element={<LocationPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="newsletter/confirm" element={<LinkActionPage action="newsletterConfirm" />} />
      <Route path="newsletter/leave" element={<LinkActionPage action="newsletterLeave" />} />
      <Route
        path="account"
        element={
          <Suspense fallback={<p className="sf-container sf-section">Loading your account…</p>}>
            <MyAccountPage />
          </Suspense>
        }
      />
      <Route path="account/confirm" element={<LinkActionPage action="confirmEmail" />} />
      <Route path="*" element={<NotFound />} />
    </RouterRoutes>
  );
}
